// Forgot password (spec §2, §7 /user/forget): a code to the account's e-mail or phone, then a new
// password. The reply never tells whether the account exists.
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkCode, checkPassword, checkPasswordPair } from '../../../contract/validators';
import { forget, sendEmailCode, sendSmsCode } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
import { area } from '../../state/area';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { NavBar } from '../../ui/NavBar';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { AccountField } from './AccountField';
import { type AccountKind, AccountTabs } from './AccountTabs';
import { checkAccount } from './accountCheck';

type Errors = Partial<Record<'account' | 'code' | 'password' | 'confirm', string | null>>;

export default function Forget() {
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
        <CodeField value={code} onChange={setCode} send={sendCode} error={errors.code} />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <SubmitButton busy={busy}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
