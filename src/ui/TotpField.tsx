// The authenticator's code where a security step asks for it: the app's 6 digits or one of the
// recovery codes (letters and a dash), so it is neither numeric-only nor capitalised.
import { useLingui } from '@lingui/react/macro';
import { Field } from './Field';

export function TotpField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Authenticator code`}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={20}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
    />
  );
}
