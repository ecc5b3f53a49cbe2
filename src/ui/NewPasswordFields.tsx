import { useLingui } from '@lingui/react/macro';
import { PasswordField } from './PasswordField';

/** A new login password typed twice (spec §5: longer than 6 characters; the two must match). */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string | null; confirm?: string | null };
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={props.label ?? t`New password`}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        error={props.errors.password}
        hint={t`More than 6 characters`}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirm}
        error={props.errors.confirm}
      />
    </>
  );
}
