// Operator sign-in: e-mail, password and, for administrators (or whoever set one up), the
// authenticator code. The server's refusal (wrong details, locked e-mail) is shown as it is.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { login } from '../api/calls';
import { errorText } from '../api/client';
import { LangSwitch } from '../app/LangSwitch';
import { signIn } from '../state/session';
import { ErrorNote } from '../ui/states';

export default function Login() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token, operator } = await login(email, password, code);
      signIn(token, operator);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form onSubmit={submit} className="card" aria-label={t`Sign in`}>
        <h1>
          <Trans>Kestrel back office</Trans>
        </h1>
        <label>
          <Trans>E-mail</Trans>
          <input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
        <label>
          <Trans>Password</Trans>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <label>
          <Trans>Authenticator code</Trans>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t`Administrators only`}
          />
        </label>
        <ErrorNote text={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
        <LangSwitch />
      </form>
    </main>
  );
}
