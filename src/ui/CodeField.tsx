import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CodeButton } from './CodeButton';
import { Field } from './Field';

/**
 * A 6-digit code field with its "Send code" button (spec §5: exactly 6 digits). Digits only are
 * kept as the user types. `resetKey` restarts the button's countdown (e.g. a new destination).
 */
export function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  send: () => Promise<unknown>;
  error?: string | null;
  label?: string;
  hint?: ReactNode;
  resetKey?: string;
}) {
  const { t } = useLingui();
  return (
    <Field
      label={props.label ?? t`Verification code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.value}
      onChange={(v) => props.onChange(v.replace(/\D/g, ''))}
      error={props.error}
      hint={props.hint}
      addon={<CodeButton key={props.resetKey} send={props.send} />}
    />
  );
}
