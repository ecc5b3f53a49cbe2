// An administrator's edit of one duration's terms, or a new duration: the fields as stored, sent
// whole; the server checks them (0 < ratio ≤ 1, 0 < least stake ≤ most stake) and its refusal is
// shown here. Saved terms apply to options made afterwards; open options keep theirs.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOptionDuration } from '../../../../contract/options';
import { saveOptionDuration } from '../../api/calls';
import { percentOf } from '../../lib/percent';
import type { RefusalsAt } from '../../lib/refusals';
import { termChanges, trimmedForm } from '../../lib/terms';
import { FieldRow, type FieldSpec, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';

type Field = 'seconds' | 'profit_ratio' | 'min_stake' | 'max_stake';
type Form = Record<Field, string> & { enabled: boolean };
const FIELDS: Field[] = ['seconds', 'profit_ratio', 'min_stake', 'max_stake'];
/**
 * The field of each refusal of the save (server/options/admin.ts saveDuration) about one field; the
 * stakes refused together (either one not an amount) stay in the form's error note.
 */
const REFUSALS_AT: RefusalsAt<Field> = { 'options.bad_ratio': 'profit_ratio', 'options.stake_range': 'max_stake' };

const formOf = (d: AdminOptionDuration | undefined): Form =>
  d
    ? {
        seconds: String(d.seconds),
        profit_ratio: d.profit_ratio,
        min_stake: d.min_stake,
        max_stake: d.max_stake,
        enabled: d.enabled,
      }
    : { seconds: '', profit_ratio: '', min_stake: '', max_stake: '', enabled: true };

export function DurationForm({
  duration,
  taken,
  onSaved,
  onCancel,
}: {
  /** The duration to edit; none for a new one. */
  duration?: AdminOptionDuration;
  /** The durations that exist: a new one must be another. */
  taken: number[];
  onSaved: (seconds: number) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const adding = duration === undefined;
  const stored = formOf(duration);
  const secondsOf = (f: Form) => Number(f.seconds.trim());
  const terms = useTermsForm({
    stored,
    // The server checks the terms; a new duration is every field, an edit what differs.
    problemsOf: () => ({}),
    changesOf: (f) => termChanges(FIELDS, adding ? undefined : stored, trimmedForm(f, FIELDS), (x, k) => x[k]),
    send: async (f) => {
      const g = trimmedForm(f, FIELDS);
      await saveOptionDuration({ ...g, seconds: secondsOf(f) });
      onSaved(secondsOf(f));
    },
    confirm: false,
    blocked: (f) => adding && taken.includes(secondsOf(f)),
    refusalsAt: REFUSALS_AT,
  });
  const seconds = secondsOf(terms.form);
  const exists = adding && taken.includes(seconds);
  const pct = percentOf(terms.form.profit_ratio);
  const secondsField: FieldSpec<Field>[] = adding
    ? [{ name: 'seconds', label: <Trans>Duration (seconds)</Trans>, kind: 'integer', required: true }]
    : [];

  return (
    <TermsForm
      terms={terms}
      label={adding ? t`Add duration` : t`${seconds} s`}
      heading={adding ? <Trans>Add duration</Trans> : <Trans>Edit the {seconds} s duration</Trans>}
      offered={<Trans>Offered (off: new options on this duration are refused; open ones run to expiry)</Trans>}
      notes={
        exists ? (
          <p className="error-note" role="alert">
            <Trans>A {seconds} s duration exists already: edit it in the table.</Trans>
          </p>
        ) : null
      }
      onCancel={onCancel}
    >
      <FieldRow
        terms={terms}
        fields={[
          ...secondsField,
          {
            name: 'profit_ratio',
            label: <Trans>Payout ratio (more than 0, at most 1)</Trans>,
            kind: 'decimal',
            hint: pct === null ? null : <Trans>Profit on a win: {pct} %</Trans>,
            required: true,
          },
          { name: 'min_stake', label: <Trans>Least stake (USDT)</Trans>, kind: 'decimal', required: true },
          { name: 'max_stake', label: <Trans>Most stake (USDT)</Trans>, kind: 'decimal', required: true },
        ]}
      />
    </TermsForm>
  );
}
