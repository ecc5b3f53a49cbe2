// Register (spec §2, §3 login payload): an e-mail address or phone number with a 6-digit code sent
// to it, a password typed twice, and an optional invite code (prefilled from an invite link).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkInviteCode } from '../../../contract/validators';
import { register } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
import { signIn } from '../../state/account';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { useNewPassword } from '../../ui/useNewPassword';
import { AccountCodeFields, useAccountCode } from './useAccountCode';

export default function Register() {
  const { t } = useLingui();
  const text = useProblemText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAccountCode('register');
  const pair = useNewPassword();
  const [invite, setInvite] = useState(params.get('code') ?? '');
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const inviteProblem = invite.trim() ? text(checkInviteCode(invite.trim())) : null;
    setInviteError(inviteProblem);
    // Every check runs, so every problem shows at once.
    if (![form.check(), pair.check(), !inviteProblem].every(Boolean)) return;
    setBusy(true);
    try {
      const token = await register({
        user_string: form.account.trim(),
        code: form.code.trim(),
        password: pair.password,
        re_password: pair.confirm,
        extension_code: invite.trim(),
        type: form.kind,
        area_code: form.areaCode,
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
        <AccountCodeFields form={form} />
        <NewPasswordFields pair={pair} label={t`Password`} />
        <Field
          label={t`Invite code (optional)`}
          autoCapitalize="characters"
          value={invite}
          onChange={setInvite}
          error={inviteError}
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
