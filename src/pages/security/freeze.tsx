// Freeze my account (ADR 16): the page a security alert's link opens (#/security/freeze?token=…),
// with no sign-in, since the one following it may have lost the account. It says what freezing
// does, and freezes on a tap: every device signed out, withdrawals and security changes stopped
// until the freeze is lifted.
import { Trans } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { freezeAccount } from '../../api/auth';
import { ApiError } from '../../api/client';
import { clearUser, session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import '../setting/security-screens.css';

type State = { at: 'ask' } | { at: 'frozen'; message: string } | { at: 'invalid'; message: string };

export default function Freeze() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { at: 'ask' } : { at: 'invalid', message: '' });
  const [busy, setBusy] = useState(false);

  const freeze = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const message = await freezeAccount(token, { quiet: true });
      // Every session of the account ended: this device's too, if it was signed in to it.
      if (session.token) clearUser();
      setState({ at: 'frozen', message });
    } catch (err) {
      setBusy(false);
      // A refusal is the link's fault (expired or used); anything else can be tried again.
      if (err instanceof ApiError && err.kind === 'refused') setState({ at: 'invalid', message: err.message });
    }
  };

  let body: ReactNode;
  if (state.at === 'frozen')
    body = (
      <div className="form" data-testid="freeze-done">
        <p role="status">
          <strong>
            <Trans>Your account is frozen.</Trans>
          </strong>
        </p>
        <p className="explain">
          <Trans>
            Every device is signed out and withdrawals and security changes are stopped. To lift the freeze, log in and
            open Security (you will need your password and codes sent to your e-mail and phone), or contact customer
            service.
          </Trans>
        </p>
        <Link to="/pages/common/login" className="button button-block link-as-button">
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  else if (state.at === 'invalid')
    body = (
      <div className="form" role="alert" data-testid="freeze-invalid">
        <p>
          <strong>
            <Trans>This freeze link has expired or was already used.</Trans>
          </strong>
        </p>
        <p className="explain">
          <Trans>
            If you still think someone else is using your account, log in and change your password, or contact customer
            service.
          </Trans>
        </p>
      </div>
    );
  else
    body = (
      <form className="form" onSubmit={freeze}>
        <p className="explain">
          <Trans>Did not make the change we told you about? Freeze your account now. Freezing:</Trans>
        </p>
        <ul className="explain freeze-effects">
          <li>
            <Trans>signs out every device, including the one that made the change;</Trans>
          </li>
          <li>
            <Trans>stops withdrawals;</Trans>
          </li>
          <li>
            <Trans>stops changes to passwords, contacts, the authenticator and withdrawal addresses,</Trans>
          </li>
        </ul>
        <p className="explain">
          <Trans>
            until you lift the freeze with your password and codes sent to your e-mail and phone, or customer service
            does.
          </Trans>
        </p>
        <SubmitButton busy={busy}>
          <Trans>Freeze my account</Trans>
        </SubmitButton>
      </form>
    );

  return (
    <div className="page">
      <NavBar title={<Trans>Freeze account</Trans>} />
      {body}
    </div>
  );
}
