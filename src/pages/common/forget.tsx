// Forgot password (spec §2, §7 /user/forget): a code to the account's e-mail or phone, then a new
// password. The reply never tells whether the account exists.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkCode, checkPassword, checkPasswordPair } from '../../../contract/validators';
import { forget, sendEmailCode, sendSmsCode } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
import { area } from '../../state/area';
import { showToast } from '../../state/ui';
import { CodeButton } from '../../ui/CodeButton';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { AccountField } from './AccountField';
import { type AccountKind, AccountTabs } from './AccountTabs';
import { checkAccount } from './accountCheck';

type Errors = Partial<Record<'account' | 'code' | 'password' | 'confirm', string | null>>;

export default function Forget() {
  const { t } = useLingui();
  const text = useProblemText();
  const navigate = useNavigate();
  const { code: areaCode } = useSnapshot(area);
  const [kind, setKind] = useState<AccountKind>('email');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    const problem = text(checkAccount(kind, account, areaCode));
    setErrors((e) => ({ ...e, account: problem }));
    if (problem) throw new Error('invalid account');
    showToast(
      kind === 'email' ? await sendEmailCode(account.trim(), 'forget') : await sendSmsCode(areaCode, account, 'forget'),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      account: text(checkAccount(kind, account, areaCode)),
      code: text(checkCode(code.trim())),
      password: text(checkPassword(password)),
      confirm: text(checkPasswordPair(password, confirm)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      showToast(
        await forget({
          account: account.trim(),
          password,
          repassword: confirm,
          code: code.trim(),
          area_code: areaCode,
        }),
      );
      navigate('/pages/common/login', { replace: true });
    } catch {
      // Shown by the API client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <NavBar title={<Trans>Reset password</Trans>} />
      <form className="form" onSubmit={submit} noValidate>
        <AccountTabs value={kind} onChange={setKind} />
        <AccountField kind={kind} value={account} onChange={setAccount} error={errors.account} />
        <Field
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(v) => setCode(v.replace(/\D/g, ''))}
          error={errors.code}
          addon={<CodeButton send={sendCode} />}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={t`More than 6 characters`}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
        <SubmitButton busy={busy}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
