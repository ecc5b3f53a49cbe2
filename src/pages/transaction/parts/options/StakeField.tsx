// The stake: an amount in the payable currency with its least and most for the chosen duration,
// and quick sums to tap.
import { useLingui } from '@lingui/react/macro';
import type { OptionDuration } from '../../../../../contract/options';
import { groupDigits } from '../../../../lib/format';
import { stakePresets } from '../../../../lib/options';
import { cleanDecimalInput } from '../../../../lib/spot';
import { Field } from '../../../../ui/Field';

export function StakeField({
  value,
  onChange,
  currency,
  duration,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  duration: OptionDuration | null;
  error: string | null;
}) {
  const { t } = useLingui();
  const min = duration ? groupDigits(duration.min) : '—';
  const max = duration ? groupDigits(duration.max) : '—';
  return (
    <>
      <Field
        label={t`Stake (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(v) => onChange(cleanDecimalInput(v))}
        error={error}
        hint={t`Min ${min} · Max ${max} ${currency}`}
      />
      <fieldset className="percent-steps stake-presets" aria-label={t`Quick stakes`}>
        {stakePresets(duration).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={value === p}
            aria-label={t`Stake ${p} ${currency}`}
            onClick={() => onChange(p)}
          >
            {groupDigits(p)}
          </button>
        ))}
      </fieldset>
    </>
  );
}
