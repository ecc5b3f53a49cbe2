// The contract account's available balance with the way to move funds into it (the transfer
// screen, from the spot account to the contract account, coming back here after). A balance that
// could not be loaded says so with a retry: never a made-up zero.
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { formatStake } from '../../../../lib/options';
import { BalanceValue } from '../../../../ui/AvailableBalance';

export const transferIntoContractsPath = (back: string) =>
  `/pages/fund/fundTransfer?from=2&to=3&redirect=${encodeURIComponent(back)}`;

export function LeverBalance({
  available,
  failed,
  onRetry,
}: {
  available: string | null;
  failed: boolean;
  onRetry: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <>
      <div>
        <dt>
          <Trans>Available (contract account)</Trans>
        </dt>
        <dd data-testid="lever-balance">
          <BalanceValue
            text={available === null ? null : `${formatStake(available)} USDT`}
            failed={failed}
            onRetry={onRetry}
            failedClass="balance-failed"
          />
        </dd>
      </div>
      <div>
        <dt />
        <dd>
          <Link to={transferIntoContractsPath(pathname + search)} className="demo-funds-link">
            <Trans>Transfer funds in</Trans> ›
          </Link>
        </dd>
      </div>
    </>
  );
}
