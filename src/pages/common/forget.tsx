// Forgot password (spec §2, §7 /user/forget): a code to the account's e-mail or phone, then a new
// password. The reply never tells whether the account exists.
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forget } from '../../api/auth';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { useNewPassword } from '../../ui/useNewPassword';
import { AccountCodeFields, useAccountCode } from './useAccountCode';

export default function Forget() {
  const navigate = useNavigate();
  const form = useAccountCode('forget');
  const pair = useNewPassword();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Both checks run, so every problem shows at once.
    if (![form.check(), pair.check()].every(Boolean)) return;
    setBusy(true);
    try {
      showToast(
        await forget({
          account: form.account.trim(),
          password: pair.password,
          repassword: pair.confirm,
          code: form.code.trim(),
          area_code: form.areaCode,
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
        <AccountCodeFields form={form} />
        <NewPasswordFields pair={pair} />
        <SubmitButton busy={busy}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
