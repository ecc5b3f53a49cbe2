// The stake: an amount in the payable currency with its least and most for the chosen duration,
// and quick sums to tap (fixed sums, not shares of the balance: not the kit's percentage steps).
import { useLingui } from '@lingui/react/macro';
import type { OptionDuration } from '../../../../../contract/options';
import { groupDigits } from '../../../../lib/format';
import { stakePresets } from '../../../../lib/options';
import { AmountField } from '../../../../ui/AmountField';

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
      <AmountField
        label={t`Stake (${currency})`}
        value={value}
        onChange={onChange}
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
