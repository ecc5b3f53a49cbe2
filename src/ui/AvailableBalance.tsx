// An available balance as the money screens show it: loading, failed with Retry, or the amount —
// never a made-up zero while it is not known. The spot account's line (earn, IEO, dual, NFT) comes
// with the way to get funds; the trade screens put the value in their own estimate lists.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatStake } from '../lib/options';
import { SummaryRow } from './SummaryRow';

/** The spot (coin) account, where the products paid from the balance lock or freeze their amount. */
export const SPOT_ACCOUNT = 2;

/** What the balance line needs of useBalances (pages/fund), so the kit does not reach into a page. */
export type BalanceSource = {
  available: (account: typeof SPOT_ACCOUNT, currency: string) => string | null;
  failed: boolean;
  retry: () => void;
};

export function BalanceValue({
  text,
  failed,
  onRetry,
  failedClass,
}: {
  /** The balance as shown (amount and currency), or null while it loads. */
  text: string | null;
  failed: boolean;
  onRetry: () => void;
  /** The trade screens colour the failure (`balance-failed`); the product forms do not. */
  failedClass?: string;
}) {
  if (failed)
    return (
      <span className={failedClass} role="alert">
        <Trans>Could not load</Trans>{' '}
        <button type="button" className="link-button" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
      </span>
    );
  if (text === null)
    return (
      <span className="muted">
        <Trans>Loading…</Trans>
      </span>
    );
  return <>{text}</>;
}

/** The spot account's available balance of a currency, as a summary row (inside a summary list). */
export function AvailableRow({
  balances,
  currency,
  testId,
}: {
  balances: BalanceSource;
  currency: string;
  testId: string;
}) {
  const available = balances.available(SPOT_ACCOUNT, currency);
  return (
    <SummaryRow label={<Trans>Available (spot account)</Trans>} testId={testId}>
      <BalanceValue
        text={available === null ? null : `${formatStake(available)} ${currency}`}
        failed={balances.failed}
        onRetry={balances.retry}
      />
    </SummaryRow>
  );
}

/** Where funds come from (the assets screen, and demo funds in a demo). */
export function GetFunds() {
  return (
    <p className="earn-funds">
      <Link to="/pages/fund/assets" className="demo-funds-link">
        <Trans>Get funds</Trans> ›
      </Link>
    </p>
  );
}
