// The durations offered, as chips that show their payout ("30s · 80%"); one is chosen.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OptionDuration } from '../../../../../contract/options';
import { ratioText } from '../../../../lib/options';

export function DurationChips({
  durations,
  seconds,
  onChoose,
  error,
}: {
  durations: readonly OptionDuration[];
  seconds: number | null;
  onChoose: (seconds: number) => void;
  /** Why the chosen duration cannot be staked on (e.g. no longer offered). */
  error: string | null;
}) {
  const { t } = useLingui();
  const errorId = useId();
  return (
    <div className="field">
      <fieldset
        className="duration-chips"
        aria-label={t`Duration and payout`}
        aria-describedby={error ? errorId : undefined}
      >
        {durations.map((d) => (
          <Chip key={d.seconds} duration={d} chosen={d.seconds === seconds} onChoose={onChoose} />
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid="duration-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Chip({
  duration,
  chosen,
  onChoose,
}: {
  duration: OptionDuration;
  chosen: boolean;
  onChoose: (seconds: number) => void;
}) {
  const { seconds } = duration;
  const ratio = ratioText(duration.profit_ratio);
  return (
    <button
      type="button"
      className="duration-chip"
      aria-pressed={chosen}
      data-seconds={seconds}
      onClick={() => onChoose(seconds)}
    >
      <Trans>
        {seconds}s · {ratio}
      </Trans>
    </button>
  );
}
