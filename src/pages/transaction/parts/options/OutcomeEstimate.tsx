// What the stake brings at expiry, before it is placed: the profit if right, the loss if wrong,
// and that an unchanged price returns the stake.
import { Trans } from '@lingui/react/macro';
import type { Outcome } from '../../../../lib/options';
import { formatSigned } from '../../../../lib/options';

export function OutcomeEstimate({ outcome, currency }: { outcome: Outcome | null; currency: string }) {
  return (
    <dl className="order-estimate option-estimate">
      <div>
        <dt>
          <Trans>If right</Trans>
        </dt>
        <dd className={outcome ? 'up' : undefined} data-testid="estimate-win">
          {outcome ? `${formatSigned(outcome.win)} ${currency}` : '—'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>If wrong</Trans>
        </dt>
        <dd className={outcome ? 'down' : undefined} data-testid="estimate-loss">
          {outcome ? `${formatSigned(outcome.loss)} ${currency}` : '—'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>If unchanged</Trans>
        </dt>
        <dd>
          <Trans>Stake returned</Trans>
        </dd>
      </div>
    </dl>
  );
}
