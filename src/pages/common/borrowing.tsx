// Crypto loans: borrowing (spec §1 "borrowing and repayment", §2 common/borrowing; issue 38). USDT
// against a coin (`?coin=BTC|ETH`, as offered): the product's terms, then the form with its live
// calculator. Open to guests, who see the products and the calculator; borrowing asks for a
// sign-in. My loans (current and history) is a tap away.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LoanProduct } from '../../../contract/loans';
import { percentOf, yearlyPercentOf } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { session } from '../../state/session';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { useBalances } from '../fund/useBalances';
import { BorrowForm } from '../loan/BorrowForm';
import { LoanRiskNote } from '../loan/LoanRiskNote';
import { MY_LOANS, termLabel } from '../loan/labels';
import { useLoanProducts } from '../loan/useLoanProducts';
import '../lockming/earn.css';

export default function Borrowing() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const { token } = useSnapshot(session);
  const { products, failed, cachedAt, retry } = useLoanProducts();
  const coins = [...new Set((products ?? []).map((p) => p.collateral))];
  const asked = params.get('coin');
  const coin = asked && coins.includes(asked) ? asked : (coins[0] ?? '');
  const product = products?.find((p) => p.collateral === coin) ?? null;
  /** Coin tickers are not translated. */
  const tabs: Tab<string>[] = coins.map((c) => ({ value: c, label: { id: c, message: c } }));
  return (
    <div className="page earn-page loan-page">
      <NavBar
        title={<Trans>Crypto loans</Trans>}
        right={
          <Link to={MY_LOANS} className="earn-header-link">
            <Trans>My loans</Trans>
          </Link>
        }
      />
      {failed ? (
        <LoadError onRetry={retry}>
          <Trans>The loan products could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : products === null ? (
        <DelayedSpinner delay={200} />
      ) : product === null ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>No loans are offered right now.</Trans>
          </p>
        </div>
      ) : (
        <>
          <TabStrip
            tabs={tabs}
            value={coin}
            onChange={(c) => setParams({ coin: c }, { replace: true })}
            label={i18n._(msg`Collateral`)}
          />
          <div role="tabpanel">
            {cachedAt !== undefined && (
              <p className="stale-note loan-kept" role="status">
                <Trans>
                  Offline · updated <RelativeTime ms={cachedAt} />. Terms and prices may have changed.
                </Trans>
              </p>
            )}
            <Terms product={product} />
            {token ? (
              <SignedInForm key={product.id} product={product} onRefused={retry} />
            ) : (
              <BorrowForm key={product.id} product={product} balances={null} onRefused={retry} />
            )}
            <LoanRiskNote />
          </div>
        </>
      )}
    </div>
  );
}

function SignedInForm(props: { product: LoanProduct; onRefused: () => void }) {
  const balances = useBalances();
  return <BorrowForm {...props} balances={balances} />;
}

function Terms({ product: p }: { product: LoanProduct }) {
  const { i18n } = useLingui();
  const coin = p.collateral;
  const currency = p.borrow;
  const daily = percentOf(p.daily_rate);
  const yearly = yearlyPercentOf(p.daily_rate);
  return (
    <section className="card earn-terms" aria-labelledby="loan-terms">
      <h2 id="loan-terms">
        <Trans>
          Borrow {currency} against {coin}
        </Trans>
      </h2>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Initial LTV (most you can borrow)</Trans>} testId="terms-initial">
          {percentOf(p.initial_ltv)}%
        </SummaryRow>
        <SummaryRow label={<Trans>Margin-call LTV</Trans>} testId="terms-call">
          {percentOf(p.call_ltv)}%
        </SummaryRow>
        <SummaryRow label={<Trans>Liquidation LTV</Trans>} testId="terms-liquidation">
          {percentOf(p.liquidation_ltv)}%
        </SummaryRow>
        <SummaryRow label={<Trans>Interest</Trans>} testId="terms-rate">
          <strong className="earn-rate">
            <Trans>{daily}% a day</Trans>
          </strong>{' '}
          <small className="muted">
            <Trans>({yearly}% a year, simple)</Trans>
          </small>
        </SummaryRow>
        <SummaryRow label={<Trans>Liquidation fee</Trans>}>{percentOf(p.liquidation_fee)}%</SummaryRow>
        <SummaryRow label={<Trans>Terms</Trans>}>{p.terms.map((d) => i18n._(termLabel(d))).join(' · ')}</SummaryRow>
        <SummaryRow label={<Trans>Minimum per loan</Trans>}>
          {formatStake(p.min_borrow)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Most per user</Trans>}>
          {formatStake(p.user_limit)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Left to lend</Trans>}>
          {formatStake(p.total_left)} {currency}
        </SummaryRow>
      </dl>
    </section>
  );
}
