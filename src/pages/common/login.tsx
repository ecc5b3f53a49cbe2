// Login (spec §2): e-mail or phone and password; "stay logged in"; a second step for the
// authenticator code when two-factor authentication is on. A wrong account or password, a lock
// after too many tries (until when) and a wrong code stay at their field after the toast has gone.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkRequired, validationMessages } from '../../../contract/validators';
import { login, loginTotp } from '../../api/auth';
import { REFUSAL_CODES, refusalField } from '../../api/refusals';
import { useProblemText } from '../../i18n/problem';
import { useRefusalText } from '../../i18n/refusal';
import { signIn } from '../../state/account';
import { area } from '../../state/area';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { AccountField } from './AccountField';
import { type AccountKind, AccountTabs } from './AccountTabs';
import { checkAccount } from './accountCheck';

/** The server's refusals of a login that belong to one field (by their codes). */
const LOGIN_REFUSALS: Readonly<Record<string, 'account' | 'password' | 'totp'>> = {
  // "Login failed" does not say which of the two was wrong (by design): it sits under the password.
  [REFUSAL_CODES.loginFailed]: 'password',
  [REFUSAL_CODES.tooManyLogins]: 'password',
  [REFUSAL_CODES.accountFrozen]: 'account',
  [REFUSAL_CODES.totpInvalid]: 'totp',
};

export default function Login() {
  const { t } = useLingui();
  const text = useProblemText();
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { code: areaCode } = useSnapshot(area);
  const [kind, setKind] = useState<AccountKind>('email');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [stay, setStay] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [totp, setTotp] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);

  const done = async (token: string) => {
    await signIn(token);
    showToast(t`Login successful`);
    const to = params.get('redirect');
    navigate(to?.startsWith('/') ? to : '/', { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      account: text(checkAccount(kind, account, areaCode)),
      password: password ? null : text({ message: validationMessages.passwordRequired }),
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    try {
      const reply = await login({ user_string: account.trim(), password, area_code: areaCode, stay });
      if (typeof reply === 'string') await done(reply);
      else setTicket(reply.ticket);
    } catch (err) {
      // Toasted by the API client; what was typed stays, and the reason stays at its field.
      const field = refusalField(err, LOGIN_REFUSALS);
      if (field) setErrors({ [field]: refusalText(err) });
    } finally {
      setBusy(false);
    }
  };

  const submitTotp = async (e: FormEvent) => {
    e.preventDefault();
    const problem = text(checkRequired(totp, 'code'));
    setErrors({ totp: problem });
    if (problem || !ticket) return;
    setBusy(true);
    try {
      await done(await loginTotp(ticket, totp.trim()));
    } catch (err) {
      // Toasted by the API client and kept under the code; the user may try another.
      const field = refusalField(err, LOGIN_REFUSALS);
      if (field) setErrors({ totp: refusalText(err) });
    } finally {
      setBusy(false);
    }
  };

  if (ticket) {
    return (
      <div className="page">
        <NavBar title={<Trans>Two-factor authentication</Trans>} />
        <form className="form" onSubmit={submitTotp} noValidate>
          <p className="muted">
            <Trans>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Trans>
          </p>
          <Field
            label={t`Authenticator code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={totp}
            onChange={(v) => {
              setTotp(v);
              setErrors((x) => (x.totp ? { ...x, totp: null } : x));
            }}
            error={errors.totp}
          />
          <SubmitButton busy={busy}>
            <Trans>Log in</Trans>
          </SubmitButton>
          <button type="button" className="link-button" onClick={() => setTicket(null)}>
            <Trans>Back to login</Trans>
          </button>
        </form>
      </div>
    );
  }

  return (
    <div className="page">
      <NavBar title={<Trans>Log in</Trans>} />
      <form className="form" onSubmit={submit} noValidate>
        <AccountTabs value={kind} onChange={setKind} />
        <AccountField
          kind={kind}
          value={account}
          onChange={(v) => {
            setAccount(v);
            setErrors((x) => (x.account || x.password ? { ...x, account: null, password: null } : x));
          }}
          error={errors.account}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors((x) => (x.password ? { ...x, password: null } : x));
          }}
          error={errors.password}
        />
        <label className="check-row">
          <input type="checkbox" checked={stay} onChange={(e) => setStay(e.target.checked)} />
          <span>
            <Trans>Stay logged in on this device</Trans>
          </span>
        </label>
        <SubmitButton busy={busy}>
          <Trans>Log in</Trans>
        </SubmitButton>
        <div className="form-links">
          <Link to="/pages/common/forget">
            <Trans>Forgot password?</Trans>
          </Link>
          <Link to="/pages/common/register">
            <Trans>Create an account</Trans>
          </Link>
        </div>
      </form>
    </div>
  );
}
