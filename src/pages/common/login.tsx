// Login (spec §2): e-mail or phone and password; "stay logged in"; a second step for the
// authenticator code when two-factor authentication is on.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkRequired, validationMessages } from '../../../contract/validators';
import { login, loginTotp } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
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

export default function Login() {
  const { t } = useLingui();
  const text = useProblemText();
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
    } catch {
      // The reason is already on screen (toast); what was typed stays.
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
    } catch {
      // Shown by the API client; the user may try another code.
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
            onChange={setTotp}
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
        <AccountField kind={kind} value={account} onChange={setAccount} error={errors.account} />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
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
