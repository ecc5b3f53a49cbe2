// Assets tab (spec §2 assets): what the user holds in each account, demo funds in demo mode, and
// the way to move funds between accounts.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AccountId, BalanceRow } from '../../../contract/wallet';
import { getBalances, getDemoFunds } from '../../api/wallet';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { DelayedSpinner } from '../../ui/Spinner';
import { ACCOUNT_IDS, ACCOUNT_LABELS, DEMO_AMOUNTS, WALLET_CURRENCIES } from './accounts';
import './fund.css';

export default function Assets() {
  const { i18n, t } = useLingui();
  const { site } = useSnapshot(session);
  const [rows, setRows] = useState<BalanceRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [account, setAccount] = useState<AccountId>(2);
  const [funding, setFunding] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    getBalances({ quiet: true }).then(setRows, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const demoFunds = async (currency: (typeof WALLET_CURRENCIES)[number]) => {
    setFunding(true);
    try {
      await getDemoFunds(currency, DEMO_AMOUNTS[currency], crypto.randomUUID());
      showToast(t`Demo funds added`);
      load();
    } catch {
      // The API client showed why.
    } finally {
      setFunding(false);
    }
  };

  const shown = (rows ?? []).filter((r) => r.account === account);

  return (
    <div className="page">
      <header className="tab-header">
        <h1>
          <Trans>Assets</Trans>
        </h1>
        <Link to="/pages/fund/transfer" className="button header-end header-button">
          <Trans>Transfer</Trans>
        </Link>
      </header>
      <div className="tabs tabs-scroll" role="tablist">
        {ACCOUNT_IDS.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={account === id} onClick={() => setAccount(id)}>
            {i18n._(ACCOUNT_LABELS[id])}
          </button>
        ))}
      </div>
      {failed ? (
        <div className="empty-state" role="alert">
          <p>
            <Trans>Balances could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button" onClick={load}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : rows === null ? (
        <DelayedSpinner delay={200} />
      ) : (
        <ul className="balance-list" aria-label={i18n._(ACCOUNT_LABELS[account])}>
          {shown.map((r) => (
            <li key={r.currency} className="balance-row" data-currency={r.currency}>
              <strong>{r.currency}</strong>
              <span className="balance-amounts">
                <span data-testid="available">{groupDigits(r.available)}</span>
                <small className="muted">
                  <Trans>Frozen {groupDigits(r.frozen)}</Trans>
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="fund-links">
        <Link to="/pages/fund/receive" className="list-row">
          <Trans>Recharge</Trans>
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/pages/fund/transfer_history" className="list-row">
          <Trans>Transfer history</Trans>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
      {site.demo === '1' && (
        <section className="card demo-card">
          <h2>
            <Trans>Demo funds</Trans>
          </h2>
          <p className="muted">
            <Trans>
              Prices here are simulated. Add demo funds to your spot account to try every feature; they have no value.
            </Trans>
          </p>
          <div className="demo-buttons">
            {WALLET_CURRENCIES.map((c) => (
              <button
                key={c}
                type="button"
                className="button button-secondary"
                disabled={funding}
                onClick={() => void demoFunds(c)}
              >
                <Trans>
                  Get {groupDigits(DEMO_AMOUNTS[c])} {c}
                </Trans>
              </button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
