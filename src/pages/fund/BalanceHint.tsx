// A balance under an amount field, as the options screen's MicroBalance shows one: the failure
// with Retry when the request failed, "Loading your balance…" until it answers, and only
// then the amount (`children`). Never a made-up zero.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Balances } from './useBalances';

export function BalanceHint({ balances, children }: { balances: Balances; children: ReactNode }) {
  if (balances.failed)
    return (
      <span className="balance-failed" role="alert" data-testid="balance-failed">
        <Trans>The balance could not be loaded.</Trans>{' '}
        <button type="button" className="link-button" onClick={balances.retry}>
          <Trans>Retry</Trans>
        </button>
      </span>
    );
  if (!balances.loaded) return <Trans>Loading your balance…</Trans>;
  return children;
}
