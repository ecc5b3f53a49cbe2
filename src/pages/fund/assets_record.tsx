// One currency in one account (spec §2 fund/assets_record; ?currency=USDT&account=2): its balance
// with the USDT value (POST wallet/detail), then its bill.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BalanceDetail } from '../../../contract/wallet';
import { getBalanceDetail } from '../../api/wallet';
import { ACCOUNT_LABELS } from '../../lib/accounts';
import { groupDigits } from '../../lib/format';
import { usdtDisplay } from '../../lib/valuation';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { BillList } from './BillList';
import { accountParam, isWalletCurrency } from './billQuery';
import './fund.css';

export default function AssetsRecord() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const rawCurrency = params.get('currency');
  const currency = isWalletCurrency(rawCurrency) ? rawCurrency : null;
  const account = accountParam(params.get('account')) ?? 2;
  const [detail, setDetail] = useState<BalanceDetail | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (!currency) return;
    setFailed(false);
    getBalanceDetail(currency, account, { quiet: true }).then(setDetail, () => setFailed(true));
  }, [currency, account]);
  useEffect(load, [load]);

  if (!currency)
    return (
      <div className="page">
        <NavBar title={<Trans>Assets</Trans>} />
        <div className="empty-state" role="alert">
          <p>
            <Trans>This currency is not held here.</Trans>
          </p>
          <Link to="/pages/fund/assets" className="button">
            <Trans>Back to assets</Trans>
          </Link>
        </div>
      </div>
    );

  return (
    <div className="page">
      <NavBar title={`${currency} · ${i18n._(ACCOUNT_LABELS[account])}`} />
      <section className="card detail-card" aria-label={i18n._(ACCOUNT_LABELS[account])}>
        {failed ? (
          <div className="detail-failed" role="alert">
            <p>
              <Trans>The balance could not be loaded.</Trans>
            </p>
            <button type="button" className="button button-secondary" onClick={load}>
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : !detail ? (
          <DelayedSpinner delay={200} />
        ) : (
          <dl className="detail-grid">
            <div>
              <dt className="muted">
                <Trans>Available</Trans>
              </dt>
              <dd data-testid="detail-available">{groupDigits(detail.available)}</dd>
            </div>
            <div>
              <dt className="muted">
                <Trans>Frozen</Trans>
              </dt>
              <dd data-testid="detail-frozen">{groupDigits(detail.frozen)}</dd>
            </div>
            <div>
              <dt className="muted">
                <Trans>Value (USDT)</Trans>
              </dt>
              <dd data-testid="detail-value">≈ {groupDigits(usdtDisplay(detail.usdt_value))}</dd>
            </div>
          </dl>
        )}
      </section>
      <div className="section-head">
        <h2>
          <Trans>Bill</Trans>
        </h2>
      </div>
      <BillList key={`${currency}:${account}`} initial={{ currency, account }} filters={['kind']} />
    </div>
  );
}
