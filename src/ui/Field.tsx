// A labelled form field with its error under it. The label is always visible (not a placeholder),
// so a filled field still says what it is.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the input: a "send code" button, a show-password toggle, a prefix. */
  addon?: ReactNode;
  /** Something before the input, e.g. the phone area code. */
  lead?: ReactNode;
};

export function Field({ label, value, onChange, error, hint, addon, lead, ...input }: Props) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-row">
        {lead}
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
