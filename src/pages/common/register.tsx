// Register (spec §2, §3 login payload): an e-mail address or phone number with a 6-digit code sent
// to it, a password typed twice, and an optional invite code (prefilled from an invite link).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkCode, checkInviteCode, checkPassword, checkPasswordPair } from '../../../contract/validators';
import { register, sendEmailCode, sendSmsCode } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
import { signIn } from '../../state/account';
import { area } from '../../state/area';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { AccountField } from './AccountField';
import { type AccountKind, AccountTabs } from './AccountTabs';
import { checkAccount } from './accountCheck';

type Errors = Partial<Record<'account' | 'code' | 'password' | 'confirm' | 'invite', string | null>>;

export default function Register() {
  const { t } = useLingui();
  const text = useProblemText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { code: areaCode } = useSnapshot(area);
  const [kind, setKind] = useState<AccountKind>('email');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invite, setInvite] = useState(params.get('code') ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    const problem = text(checkAccount(kind, account, areaCode));
    setErrors((e) => ({ ...e, account: problem }));
    if (problem) throw new Error('invalid account');
    const reply =
      kind === 'email'
        ? await sendEmailCode(account.trim(), 'register')
        : await sendSmsCode(areaCode, account, 'register');
    showToast(reply);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      account: text(checkAccount(kind, account, areaCode)),
      code: text(checkCode(code.trim())),
      password: text(checkPassword(password)),
      confirm: text(checkPasswordPair(password, confirm)),
      invite: invite.trim() ? text(checkInviteCode(invite.trim())) : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const token = await register({
        user_string: account.trim(),
        code: code.trim(),
        password,
        re_password: confirm,
        extension_code: invite.trim(),
        type: kind,
        area_code: areaCode,
      });
      await signIn(token);
      showToast(t`Registration succeeded`);
      navigate('/', { replace: true });
    } catch {
      // Shown by the API client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <NavBar title={<Trans>Create an account</Trans>} />
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
          label={t`Password`}
        />
        <Field
          label={t`Invite code (optional)`}
          autoCapitalize="characters"
          value={invite}
          onChange={setInvite}
          error={errors.invite}
        />
        <SubmitButton busy={busy}>
          <Trans>Register</Trans>
        </SubmitButton>
        <div className="form-links">
          <Link to="/pages/common/login" replace>
            <Trans>Already have an account? Log in</Trans>
          </Link>
        </div>
      </form>
    </div>
  );
}
