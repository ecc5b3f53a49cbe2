// An open option's time left, counting down each second. role="timer" is not announced as it
// changes (its live region is off), so a screen reader reads it when asked, not every second.
import { Trans } from '@lingui/react/macro';
import type { OptionOrder } from '../../../../../contract/options';
import { useNow } from '../../../../app/useNow';
import { formatCountdown, timeLeft } from '../../../../lib/options';
import { expiryOf } from './expiry';

export function Countdown({ order }: { order: OptionOrder }) {
  const now = useNow();
  const left = timeLeft(expiryOf(order), now, order.seconds);
  if (left <= 0)
    return (
      <span className="option-countdown settling" data-testid="option-countdown">
        <Trans>Settling…</Trans>
      </span>
    );
  return (
    <span className="option-countdown" role="timer" data-testid="option-countdown">
      <span className="visually-hidden">
        <Trans>Time left</Trans>{' '}
      </span>
      {formatCountdown(left)}
    </span>
  );
}
