// The message box both conversations share (customer service, the chat room): the error of the
// last try at the field, an optional note above, tools before the text (a picture), the text and
// its button, and a note below.
import { type ReactNode, useId } from 'react';

type Props = {
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  error: string;
  label: string;
  placeholder: string;
  submitLabel: ReactNode;
  busy: boolean;
  above?: ReactNode;
  tools?: ReactNode;
  below?: ReactNode;
};

export function ComposeForm({
  text,
  onText,
  onSubmit,
  error,
  label,
  placeholder,
  submitLabel,
  busy,
  above,
  tools,
  below,
}: Props) {
  const errorId = useId();
  return (
    <form
      className="kefu-composer"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {above}
      <div className="kefu-compose-row">
        {tools}
        <textarea
          className="kefu-input"
          rows={1}
          value={text}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          onChange={(e) => onText(e.target.value)}
        />
        <button type="submit" className="button kefu-send" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      {below}
    </form>
  );
}
