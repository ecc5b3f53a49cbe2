// The parts every terms form of the back office shares (spot pairs, contracts, earn, IEO, dual): a
// labelled field with its problem or hint, and the two rows of actions — Save/Cancel while editing,
// Confirm and save/Back on the confirmation that lists what changes.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { TermChange } from '../lib/terms';

/** What a control says of its field's problem: that it is invalid, and which text says why. */
export type ProblemMarks = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control; `children` gets the control's id and the marks to spread on it. */
export function Field({
  label,
  problem,
  hint,
  children,
}: {
  label: ReactNode;
  problem: string | null;
  hint?: ReactNode;
  children: (id: string, marks: ProblemMarks) => ReactNode;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const marks: ProblemMarks = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <label htmlFor={id}>
      {label}
      {children(id, marks)}
      {problem ? (
        <span id={problemId} className="field-error" role="alert">
          {problem}
        </span>
      ) : hint ? (
        <span className="muted">{hint}</span>
      ) : null}
    </label>
  );
}

/** The confirmation's actions: save what was listed, or go back to editing. */
export function ConfirmSaveActions({
  saving,
  onSave,
  onBack,
}: {
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  return (
    <div className="actions">
      <button type="button" className="primary" onClick={onSave} disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Confirm and save</Trans>}
      </button>
      <button type="button" onClick={onBack} disabled={saving}>
        <Trans>Back</Trans>
      </button>
    </div>
  );
}

/** The form's own actions: Save (submits: to the confirmation, or sends where there is none) and Cancel. */
export function EditActions({
  disabled,
  saving = false,
  onCancel,
}: {
  disabled: boolean;
  saving?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="actions">
      <button type="submit" className="primary" disabled={disabled || saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      </button>
      <button type="button" onClick={onCancel} disabled={saving}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

/** One changed term: "label: before → after", or "label: value" when added. */
export function ChangeLine({ label, from, to }: { label: string; from: string | null; to: string }) {
  if (from === null) {
    return (
      <Trans>
        {label}: {to}
      </Trans>
    );
  }
  return (
    <Trans>
      {label}: {from} → {to}
    </Trans>
  );
}

/**
 * The confirmation's list of what changes, a line a term; the offered switch (field `enabled`) is
 * named and shown here, the same on every screen.
 */
export function ChangeList<F extends string>({
  changes,
  labels,
  shown,
  testId,
}: {
  changes: TermChange<F | 'enabled'>[];
  labels: Record<F, string>;
  shown: (field: F, value: string) => string;
  testId: string;
}) {
  const { t } = useLingui();
  const show = (field: F | 'enabled', v: string) =>
    field === 'enabled' ? (v === 'true' ? t`Yes` : t`No`) : shown(field as F, v);
  return (
    <ul className="plain" data-testid={testId}>
      {changes.map((c) => (
        <li key={c.field}>
          <ChangeLine
            label={c.field === 'enabled' ? t`Offered` : labels[c.field as F]}
            from={c.from === null ? null : show(c.field, c.from)}
            to={show(c.field, c.to)}
          />
        </li>
      ))}
    </ul>
  );
}
