// Set or change the payment password (spec §2 security): 6 digits typed twice and a security code
// sent to the user's own e-mail or phone. Withdrawals and some trades ask for it.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkCode, checkPasswordPair, checkPayPassword } from '../../../contract/validators';
import { setPayPassword } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { canReceiveSecurityCode, SecurityCodeField } from './security-CodeField';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'password' | 'confirm' | 'code', string | null>>;

export default function PayPassword() {
  const { user, failed, retry } = useUser();
  return (
    <div className="page">
      <NavBar title={<Trans>Payment password</Trans>} />
      {user ? <PayPasswordForm user={user} /> : <UserPending failed={failed} retry={retry} />}
    </div>
  );
}

const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, 6);

function PayPasswordForm({ user }: { user: Readonly<UserInfo> }) {
  const { t } = useLingui();
  const text = useProblemText();
  const back = useBack();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      password: text(checkPayPassword(password)),
      confirm: text(checkPasswordPair(password, confirm)),
      code: text(checkCode(code.trim())),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      showToast(await setPayPassword({ password, re_password: confirm, code: code.trim() }));
      await refreshUser().catch(() => undefined);
      back();
    } catch {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="explain">
        {user.has_pay_password ? (
          <Trans>Choose a new 6-digit payment password. It confirms withdrawals and payments.</Trans>
        ) : (
          <Trans>Set a 6-digit payment password. It confirms withdrawals and payments.</Trans>
        )}
      </p>
      <PasswordField
        label={t`Payment password`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(v) => setPassword(digitsOnly(v))}
        error={errors.password}
        hint={t`6 digits`}
      />
      <PasswordField
        label={t`Confirm payment password`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={confirm}
        onChange={(v) => setConfirm(digitsOnly(v))}
        error={errors.confirm}
      />
      <SecurityCodeField user={user} value={code} onChange={setCode} error={errors.code} />
      <SubmitButton busy={busy} disabled={!canReceiveSecurityCode(user)}>
        {user.has_pay_password ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
      </SubmitButton>
    </form>
  );
}
