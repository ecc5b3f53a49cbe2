import { useLingui } from '@lingui/react/macro';
import { PasswordField } from './PasswordField';
import type { useNewPassword } from './useNewPassword';

/** A new login password typed twice (spec §5: longer than 6 characters; the two must match). */
export function NewPasswordFields({ pair, label }: { pair: ReturnType<typeof useNewPassword>; label?: string }) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={label ?? t`New password`}
        autoComplete="new-password"
        value={pair.password}
        onChange={pair.setPassword}
        error={pair.errors.password}
        hint={t`More than 6 characters`}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        value={pair.confirm}
        onChange={pair.setConfirm}
        error={pair.errors.confirm}
      />
    </>
  );
}
