// The options account's balance in the stake currency, with the way to move funds into it (the
// transfer screen, from the spot account to the options account, coming back here after). A
// balance that could not be loaded says so with a retry: never a made-up zero.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_LABELS } from '../../../../lib/accounts';
import { groupDigits } from '../../../../lib/format';
import { BalanceValue } from '../../../../ui/AvailableBalance';
import type { useMicroBalance } from './useMicroBalance';

export const transferIntoOptionsPath = (back: string) =>
  `/pages/fund/fundTransfer?from=2&to=4&redirect=${encodeURIComponent(back)}`;

export function MicroBalance({ balance }: { balance: ReturnType<typeof useMicroBalance> }) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const { payable } = balance;
  return (
    <dl className="order-estimate micro-balance">
      <div>
        <dt>{i18n._(ACCOUNT_LABELS[4])}</dt>
        <dd data-testid="micro-balance">
          <BalanceValue
            text={!balance.loaded ? null : payable ? `${groupDigits(payable.balance)} ${payable.currency}` : '—'}
            failed={balance.failed}
            onRetry={balance.retry}
            failedClass="balance-failed"
          />
        </dd>
      </div>
      <div>
        <dt />
        <dd>
          <Link to={transferIntoOptionsPath(pathname + search)} className="demo-funds-link">
            <Trans>Transfer funds in</Trans> ›
          </Link>
        </dd>
      </div>
    </dl>
  );
}
