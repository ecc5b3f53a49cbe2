// The parts every terms form of the back office shares (spot pairs, contracts, earn, IEO, dual): a
// labelled field with its problem or hint, and the two rows of actions — Save/Cancel while editing,
// Confirm and save/Back on the confirmation that lists what changes.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

export function Field({
  label,
  problem,
  hint,
  children,
}: {
  label: ReactNode;
  problem: string | null;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      {children(id)}
      {problem ? (
        <span className="field-error" role="alert">
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

/** The form's own actions: Save (submits, to the confirmation) and Cancel. */
export function EditActions({ disabled, onCancel }: { disabled: boolean; onCancel: () => void }) {
  return (
    <div className="actions">
      <button type="submit" className="primary" disabled={disabled}>
        <Trans>Save</Trans>
      </button>
      <button type="button" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

/** One changed term: its value before (null when added) and after, as the form holds them. */
export type TermChange<F extends string> = { field: F; from: string | null; to: string };

/** The confirmation's list of what changes: "label: before → after", or "label: value" when added. */
export function ChangeList<F extends string>({
  changes,
  labels,
  shown,
  testId,
}: {
  changes: TermChange<F>[];
  labels: Record<F, string>;
  shown: (field: F, value: string) => string;
  testId: string;
}) {
  return (
    <ul className="plain" data-testid={testId}>
      {changes.map((c) => {
        const label = labels[c.field];
        const to = shown(c.field, c.to);
        if (c.from === null) {
          return (
            <li key={c.field}>
              <Trans>
                {label}: {to}
              </Trans>
            </li>
          );
        }
        const from = shown(c.field, c.from);
        return (
          <li key={c.field}>
            <Trans>
              {label}: {from} → {to}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
