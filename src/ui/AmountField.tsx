// The amount a product is bought, subscribed, staked or traded with, built once (issue 42): its
// label in the unit it is typed in, decimal-only entry, the least (and most) as the hint, the
// error or refusal at the field, and where a product has them: the spot account's available
// balance above it with the way to get funds, a Max button, 25–100 % steps of the available
// balance, and a switch between two units. What a step, Max or a switch comes to is worked out by
// the product's pure rules in src/lib (totalForPercent, maxAmount, byTotal…): the field only shows
// and asks, so each product keeps its own checks and wording.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cleanDecimalInput } from '../lib/spot';
import { AvailableRow, type BalanceSource, GetFunds } from './AvailableBalance';
import { Field } from './Field';
import { type Tab, TabStrip } from './TabStrip';

export const PERCENTS = [25, 50, 75, 100] as const;
export type Percent = (typeof PERCENTS)[number];

export type UnitSwitch<U extends string> = {
  /** What the switch is, for a screen reader ("Buy by"). */
  label: string;
  value: U;
  options: readonly Tab<U>[];
  /** Called only for the unit not already chosen: the screen decides what a change clears. */
  onChange: (unit: U) => void;
};

type Props<U extends string> = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The least (and most) to type, or what the typed amount is worth. */
  hint: ReactNode;
  /** Whole numbers (shares, tokens) bring up the digits keypad; the default is decimals. */
  inputMode?: 'decimal' | 'numeric';
  /** Kept as typed (not cleaned to digits and one point), so the check can say what is wrong with it. */
  asTyped?: boolean;
  maxLength?: number;
  /** The spot account's available balance, shown above the field with the way to get funds. */
  available?: { balances: BalanceSource; currency: string; testId: string };
  /** The most the form allows, filled in by a Max button; none while it is not known. */
  max?: { value: string | null; disabled?: boolean };
  /** 25–100 % of the available balance, disabled until it is known. */
  percents?: { disabled: boolean; onPick: (percent: Percent) => void };
  /** Two units the amount can be typed in (a market buy's coin amount or quote total). */
  units?: UnitSwitch<U>;
  /** Steppers before and after the input (the spot amount's − and +). */
  lead?: ReactNode;
  addon?: ReactNode;
};

export function AmountField<U extends string = never>({
  label,
  value,
  onChange,
  error,
  hint,
  inputMode = 'decimal',
  asTyped = false,
  maxLength,
  available,
  max,
  percents,
  units,
  lead,
  addon,
}: Props<U>) {
  const maxValue = max?.value ?? null;
  return (
    <>
      {available && (
        <>
          <dl className="summary-list">
            <AvailableRow balances={available.balances} currency={available.currency} testId={available.testId} />
          </dl>
          <GetFunds />
        </>
      )}
      {units && (
        <TabStrip
          className="segmented amount-units"
          label={units.label}
          tabs={units.options}
          value={units.value}
          onChange={(u) => {
            if (u !== units.value) units.onChange(u);
          }}
        />
      )}
      <Field
        label={label}
        inputMode={inputMode}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(v) => onChange(asTyped ? v : cleanDecimalInput(v))}
        error={error}
        hint={hint}
        lead={lead}
        addon={
          maxValue !== null ? (
            <button type="button" className="field-addon" disabled={max?.disabled} onClick={() => onChange(maxValue)}>
              <Trans>Max</Trans>
            </button>
          ) : (
            addon
          )
        }
      />
      {percents && <PercentSteps {...percents} />}
    </>
  );
}

function PercentSteps({ disabled, onPick }: { disabled: boolean; onPick: (percent: Percent) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="percent-steps" aria-label={t`Share of available balance`}>
      {PERCENTS.map((p) => (
        <button
          key={p}
          type="button"
          disabled={disabled}
          aria-label={t`${p}% of available balance`}
          onClick={() => onPick(p)}
        >
          {p}%
        </button>
      ))}
    </fieldset>
  );
}
