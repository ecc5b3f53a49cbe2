// One product-settings form, from a description: its heading, rows of fields (each named, labelled,
// of a kind — decimal, integer, text, link, UTC date-time, long text, a choice — with its hint and
// its problem or the server's refusal at it), the offered switch, then either Save/Cancel or the confirmation: the
// question, what changes (before → after) and a note, then Confirm and save/Back. The state and the
// save flow are ui/useTermsForm's; what a screen adds between the rows (a preview, texts by
// language) it passes as children.
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ConfirmSaveActions, EditActions, Field } from './FormParts';
import { ErrorNote } from './states';

/** What the form reads of ui/useTermsForm's state; F is inferred from the fields it sets. */
type Terms<F extends string> = {
  form: NoInfer<{ [K in F]: string } & { enabled?: boolean | string }>;
  set: (k: F) => (v: string) => void;
  note: (k: F) => string | null;
  setEnabled: (enabled: boolean) => void;
  busy: boolean;
  saving: boolean;
  confirming: boolean;
  tried: boolean;
  invalid: boolean;
  nothing: boolean;
  error: string | null;
  ref: RefObject<HTMLFormElement | null>;
  review: (e: FormEvent) => void;
  save: () => void;
  back: () => void;
};

export type FieldKind = 'decimal' | 'integer' | 'text' | 'url' | 'datetime' | 'textarea' | 'select';

export type FieldSpec<F extends string> = {
  name: F;
  label: ReactNode;
  kind: FieldKind;
  hint?: ReactNode;
  /** A choice's options. */
  options?: readonly { value: string; label: string }[];
  /** Fixed: shown, not editable (a term once a project has opened). */
  locked?: boolean;
  required?: boolean;
};

const INPUT_MODES = { decimal: 'decimal', integer: 'numeric', text: 'text', url: 'url' } as const;

export function TermField<F extends string>({ terms, spec }: { terms: Terms<F>; spec: FieldSpec<F> }) {
  const { name, kind } = spec;
  const problem = terms.note(name);
  const common = {
    name,
    value: terms.form[name],
    disabled: terms.busy || spec.locked,
    required: spec.required,
    onChange: (e: { target: { value: string } }) => terms.set(name)(e.target.value),
  };
  return (
    <Field label={spec.label} problem={problem} hint={spec.hint}>
      {(id, marks) =>
        kind === 'select' ? (
          <select id={id} {...marks} {...common}>
            {(spec.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : kind === 'textarea' ? (
          <textarea id={id} rows={3} {...marks} {...common} />
        ) : kind === 'datetime' ? (
          <input id={id} type="datetime-local" {...marks} {...common} />
        ) : (
          <input id={id} type={kind === 'url' ? 'url' : 'text'} inputMode={INPUT_MODES[kind]} {...marks} {...common} />
        )
      }
    </Field>
  );
}

/** A row of fields, side by side. */
export function FieldRow<F extends string>({ terms, fields }: { terms: Terms<F>; fields: FieldSpec<F>[] }) {
  return (
    <div className="row">
      {fields.map((spec) => (
        <TermField key={spec.name} terms={terms} spec={spec} />
      ))}
    </div>
  );
}

export function TermsForm<F extends string>({
  terms,
  label,
  heading,
  intro,
  children,
  offered,
  notes,
  showInvalid,
  question,
  changes,
  confirmNote,
  onCancel,
}: {
  terms: Terms<F>;
  /** The form's accessible name. */
  label: string;
  heading?: ReactNode;
  /** What an edit reaches, under the heading. */
  intro?: ReactNode;
  /** The rows of fields, and what the screen shows between them. */
  children: ReactNode;
  /** The offered switch's label (what switching it off does); none: the form has no such switch. */
  offered?: ReactNode;
  /** Notes of the screen's own above the outcome (a duration that exists already). */
  notes?: ReactNode;
  /** Says, once a save was tried, that some fields need correcting (a long form). */
  showInvalid?: boolean;
  /** The confirmation's question; none: the form sends at once. */
  question?: ReactNode;
  /** The confirmation's list of what changes. */
  changes?: ReactNode;
  confirmNote?: ReactNode;
  onCancel: () => void;
}) {
  return (
    <form ref={terms.ref} className="card editor" onSubmit={terms.review} aria-label={label}>
      {heading ? <h3>{heading}</h3> : null}
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
      {offered ? (
        <label className="check">
          <input
            type="checkbox"
            name="enabled"
            checked={terms.form.enabled === true}
            disabled={terms.busy}
            onChange={(e) => terms.setEnabled(e.target.checked)}
          />
          {offered}
        </label>
      ) : null}
      {notes}
      {terms.nothing ? (
        <p className="state-note" role="status">
          <Trans>Nothing has changed.</Trans>
        </p>
      ) : null}
      {showInvalid && terms.tried && terms.invalid ? (
        <p className="field-error" role="alert">
          <Trans>Some fields need correcting (see above).</Trans>
        </p>
      ) : null}
      <ErrorNote text={terms.error} />
      {terms.confirming ? (
        <fieldset className="decide">
          <legend>
            <strong>{question}</strong>
          </legend>
          {changes}
          {confirmNote ? <p className="muted">{confirmNote}</p> : null}
          <ConfirmSaveActions saving={terms.saving} onSave={terms.save} onBack={terms.back} />
        </fieldset>
      ) : (
        <EditActions disabled={terms.tried && terms.invalid} saving={terms.saving} onCancel={onCancel} />
      )}
    </form>
  );
}
