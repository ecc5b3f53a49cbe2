// Bind (or change) the e-mail address (spec §2 security, /safe/email): the address and a code sent to it.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { checkCode, checkEmail } from '../../../contract/validators';
import { bindEmail, sendEmailCode } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { maskEmail } from './security-format';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'email' | 'code', string | null>>;

export default function BindEmail() {
  const { t } = useLingui();
  const text = useProblemText();
  const back = useBack();
  const { user, failed, retry } = useUser();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    const problem = text(checkEmail(email.trim()));
    setErrors((e) => ({ ...e, email: problem }));
    if (problem) throw new Error('invalid email');
    showToast(await sendEmailCode(email.trim(), 'bind'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { email: text(checkEmail(email.trim())), code: text(checkCode(code.trim())) };
    setErrors(next);
    if (next.email || next.code) return;
    setBusy(true);
    try {
      showToast(await bindEmail({ email: email.trim(), code: code.trim() }));
      await refreshUser().catch(() => undefined);
      back();
    } catch {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
    }
  };

  const bound = user?.email ? maskEmail(user.email) : null;
  return (
    <div className="page">
      <NavBar title={user?.email ? <Trans>Change e-mail</Trans> : <Trans>Bind e-mail</Trans>} />
      {!user ? (
        <UserPending failed={failed} retry={retry} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {bound ? (
            <p className="explain">
              <Trans>Currently bound: {bound}</Trans>
            </p>
          ) : null}
          <Field
            label={user.email ? t`New e-mail` : t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <CodeField value={code} onChange={setCode} send={sendCode} error={errors.code} />
          <SubmitButton busy={busy}>
            <Trans>Bind</Trans>
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
