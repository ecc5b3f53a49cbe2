// Change the login password (spec §2 security, §7 /safe/update_password): first "confirm it's you"
// (ADR 16), then the new password twice. The server then signs out every device, this one too, so
// the user logs in again with the new password.
import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { updatePassword } from '../../api/auth';
import { ROUTES } from '../../app/navigation';
import { reconnectRealtime } from '../../realtime/socket';
import { clearUser } from '../../state/session';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { useNewPassword } from '../../ui/useNewPassword';
import { IdentityGate } from './ConfirmIdentity';
import { useLeaveThen } from './security-leave';
import { useSecuritySend } from './security-send';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

export default function Password() {
  const { user, failed, retry } = useUser();
  return (
    <div className="page">
      <NavBar title={<Trans>Login password</Trans>} />
      {user ? (
        <IdentityGate user={user}>{(reverify) => <PasswordForm reverify={reverify} />}</IdentityGate>
      ) : (
        <UserPending failed={failed} retry={retry} />
      )}
    </div>
  );
}

function PasswordForm({ reverify }: { reverify: () => void }) {
  const leaveThen = useLeaveThen();
  const pair = useNewPassword();
  const { busy, send } = useSecuritySend(reverify);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pair.check()) return;
    await send(async () => {
      const message = await updatePassword({ password: pair.password, re_password: pair.confirm });
      // Every session has ended on the server: leave for the login screen, then forget this one.
      leaveThen(ROUTES.login, () => {
        clearUser();
        reconnectRealtime();
        showToast(message);
      });
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="explain">
        <Trans>After the change you will be logged out on every device, this one included.</Trans>
      </p>
      <p className="explain">
        <Trans>
          A security alert goes to your e-mail address and phone, and withdrawals are paused for 24 hours after the
          change.
        </Trans>
      </p>
      <NewPasswordFields pair={pair} />
      <SubmitButton busy={busy}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}
