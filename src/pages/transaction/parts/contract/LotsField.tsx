// The lots of a contract order: whole lots with − and + kept within the contract's limits, what
// one lot stands for, and the limits themselves as the hint.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeverProduct } from '../../../../../contract/lever';
import { stepLots } from '../../../../lib/lever';
import { AmountField } from '../../../../ui/AmountField';

type Props = {
  product: LeverProduct;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

export function LotsField({ product, min, max, value, onChange, error }: Props) {
  const { t } = useLingui();
  const lot = product.lot_size;
  const base = product.symbol.split('/')[0] ?? product.symbol;
  return (
    <AmountField
      label={t`Lots`}
      inputMode="numeric"
      asTyped
      value={value}
      onChange={onChange}
      error={error}
      hint={
        <Trans>
          1 lot = {lot} {base} · {min}–{max} lots
        </Trans>
      }
      lead={
        <button
          type="button"
          className="field-addon stepper"
          aria-label={t`Fewer lots`}
          onClick={() => onChange(stepLots(value, -1, min, max))}
        >
          −
        </button>
      }
      addon={
        <button
          type="button"
          className="field-addon stepper"
          aria-label={t`More lots`}
          onClick={() => onChange(stepLots(value, 1, min, max))}
        >
          +
        </button>
      }
    />
  );
}
