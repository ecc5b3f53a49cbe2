// Change the login password (spec §2 security, §7 /safe/update_password): the new password twice
// and a security code sent to the user's own e-mail or phone. The server then signs out every
// device, this one too, so the user logs in again with the new password.
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkCode, checkPassword, checkPasswordPair } from '../../../contract/validators';
import { updatePassword } from '../../api/auth';
import { ROUTES } from '../../app/navigation';
import { useProblemText } from '../../i18n/problem';
import { reconnectRealtime } from '../../realtime/socket';
import { clearUser } from '../../state/session';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { canReceiveSecurityCode, SecurityCodeField } from './security-CodeField';
import { useLeaveThen } from './security-leave';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'password' | 'confirm' | 'code', string | null>>;

export default function Password() {
  const { user, failed, retry } = useUser();
  return (
    <div className="page">
      <NavBar title={<Trans>Login password</Trans>} />
      {user ? <PasswordForm user={user} /> : <UserPending failed={failed} retry={retry} />}
    </div>
  );
}

function PasswordForm({ user }: { user: Readonly<UserInfo> }) {
  const text = useProblemText();
  const leaveThen = useLeaveThen();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      password: text(checkPassword(password)),
      confirm: text(checkPasswordPair(password, confirm)),
      code: text(checkCode(code.trim())),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const message = await updatePassword({ password, re_password: confirm, code: code.trim() });
      // Every session has ended on the server: leave for the login screen, then forget this one.
      leaveThen(ROUTES.login, () => {
        clearUser();
        reconnectRealtime();
        showToast(message);
      });
    } catch {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="explain">
        <Trans>After the change you will be logged out on every device, this one included.</Trans>
      </p>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <SecurityCodeField user={user} value={code} onChange={setCode} error={errors.code} />
      <SubmitButton busy={busy} disabled={!canReceiveSecurityCode(user)}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}
