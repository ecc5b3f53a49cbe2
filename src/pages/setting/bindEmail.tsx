// Bind, change or remove the e-mail address (spec §2 security, /safe/email, /safe/unbind; ADR 16):
// first "confirm it's you", then the new address and a code sent to it (sending it needs the
// confirmation too). With a phone bound as well, the address can be removed instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
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
import { IdentityGate, useRefusalField } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { maskEmail } from './security-format';
import { RemoveContact } from './security-remove';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'email' | 'code', string | null>>;
type Done = 'bound' | 'removed' | null;

export default function BindEmail() {
  const back = useBack();
  const { user, failed, retry } = useUser();
  // Kept here: the user refreshed after the change no longer shows the gate's "before".
  const [done, setDone] = useState<Done>(null);

  let body: ReactNode;
  if (done)
    body = (
      <SecurityChangeDone
        title={
          done === 'bound' ? (
            <Trans>Your e-mail address is saved.</Trans>
          ) : (
            <Trans>Your e-mail address is removed.</Trans>
          )
        }
        onDone={back}
      />
    );
  else if (!user) body = <UserPending failed={failed} retry={retry} />;
  else
    body = (
      <IdentityGate user={user}>
        {(reverify) => <EmailForm user={user} reverify={reverify} onDone={setDone} />}
      </IdentityGate>
    );

  return (
    <div className="page">
      <NavBar title={user?.email ? <Trans>Change e-mail</Trans> : <Trans>Bind e-mail</Trans>} />
      {body}
    </div>
  );
}

function EmailForm({
  user,
  reverify,
  onDone,
}: {
  user: Readonly<UserInfo>;
  reverify: () => void;
  onDone: (done: Done) => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const fieldOf = useRefusalField();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const failed = (err: unknown) => {
    if (fieldOf(err) === 'verify') reverify();
  };

  const sendCode = async () => {
    const problem = text(checkEmail(email.trim()));
    setErrors((e) => ({ ...e, email: problem }));
    if (problem) throw new Error('invalid email');
    try {
      showToast(await sendEmailCode(email.trim(), 'bind'));
    } catch (err) {
      failed(err);
      throw err;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { email: text(checkEmail(email.trim())), code: text(checkCode(code.trim())) };
    setErrors(next);
    if (next.email || next.code) return;
    setBusy(true);
    try {
      await bindEmail({ email: email.trim(), code: code.trim() });
      await refreshUser().catch(() => undefined);
      onDone('bound');
    } catch (err) {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
      if (fieldOf(err) === 'code') setErrors({ code: (err as Error).message });
      failed(err);
    }
  };

  const bound = user.email ? maskEmail(user.email) : null;
  return (
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
      <CodeField
        value={code}
        onChange={setCode}
        send={sendCode}
        error={errors.code}
        hint={t`The code is sent to the new address`}
      />
      <SubmitButton busy={busy}>
        <Trans>Bind</Trans>
      </SubmitButton>
      {bound && user.mobile ? (
        <RemoveContact type="email" shown={bound} onRemoved={() => onDone('removed')} onFailed={failed} />
      ) : null}
    </form>
  );
}
