// Lift the freeze (ADR 16, /safe/unfreeze): the owner proves every factor at once — the login
// password, the authenticator when it is on, and a security code sent to each bound contact (each
// with its own Send button). Withdrawals stay paused for the hold after it.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkCode, checkRequired } from '../../../contract/validators';
import { sendEmailCode, sendSmsCode, unfreezeAccount } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { NavBar } from '../../ui/NavBar';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useRefusalField } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { maskEmail, maskMobile } from './security-format';
import { UserPending, useUser } from './security-user';
import './security-screens.css';
import { TotpField } from '../../ui/TotpField';

type Errors = Partial<Record<'password' | 'totp' | 'emailCode' | 'smsCode' | 'form', string | null>>;

export default function Unfreeze() {
  const back = useBack();
  const { user, failed, retry } = useUser({ refresh: true });
  const [done, setDone] = useState(false);
  let body: ReactNode;
  if (done) body = <SecurityChangeDone title={<Trans>The freeze is lifted.</Trans>} onDone={back} />;
  else if (!user) body = <UserPending failed={failed} retry={retry} />;
  else body = <UnfreezeForm user={user} onDone={() => setDone(true)} />;
  return (
    <div className="page">
      <NavBar title={<Trans>Lift the freeze</Trans>} />
      {body}
    </div>
  );
}

function UnfreezeForm({ user, onDone }: { user: Readonly<UserInfo>; onDone: () => void }) {
  const { t } = useLingui();
  const text = useProblemText();
  const fieldOf = useRefusalField();
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const codeProblem = (v: string) => text(checkRequired(v.trim(), 'code') ?? checkCode(v.trim()));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      password: password ? null : t`Please enter your login password`,
      totp: user.totp_enabled ? text(checkRequired(totp.trim(), 'code')) : null,
      emailCode: user.email ? codeProblem(emailCode) : null,
      smsCode: user.mobile ? codeProblem(smsCode) : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await unfreezeAccount({
        password,
        totp_code: user.totp_enabled ? totp.trim() : '',
        email_code: user.email ? emailCode.trim() : '',
        sms_code: user.mobile ? smsCode.trim() : '',
      });
      await refreshUser().catch(() => undefined);
      onDone();
    } catch (err) {
      // Toasted by the API client; kept at its field. A wrong code cannot say which of the two it
      // was, so it stays under the form.
      setBusy(false);
      const field = fieldOf(err);
      const message = err instanceof Error ? err.message : '';
      if (field === 'password' || field === 'totp') setErrors({ [field]: message });
      else if (message) setErrors({ form: message });
    }
  };

  const email = user.email;
  const mobile = user.mobile;
  const emailShown = email ? maskEmail(email) : '';
  const mobileShown = mobile ? maskMobile(user.area_code, mobile) : '';
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="explain">
        <Trans>
          Lifting the freeze needs every proof that it is you: your login password, a code sent to each of your contacts
          and, if it is on, your authenticator.
        </Trans>
      </p>
      <PasswordField
        label={t`Login password`}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      {email ? (
        <CodeField
          label={t`E-mail code`}
          value={emailCode}
          onChange={setEmailCode}
          send={async () => showToast(await sendEmailCode('', 'security'))}
          error={errors.emailCode}
          hint={t`The code is sent to ${emailShown}`}
        />
      ) : null}
      {mobile ? (
        <CodeField
          label={t`SMS code`}
          value={smsCode}
          onChange={setSmsCode}
          send={async () => showToast(await sendSmsCode('', '', 'security'))}
          error={errors.smsCode}
          hint={t`The code is sent to ${mobileShown}`}
        />
      ) : null}
      {user.totp_enabled ? <TotpField value={totp} onChange={setTotp} error={errors.totp} /> : null}
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton busy={busy}>
        <Trans>Lift the freeze</Trans>
      </SubmitButton>
    </form>
  );
}
