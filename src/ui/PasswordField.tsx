import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import { Field } from './Field';

/** A password field with a show/hide switch. */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'addon'>) {
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field-addon"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? t`Hide password` : t`Show password`}
        >
          {shown ? '◉' : '◎'}
        </button>
      }
    />
  );
}
