// Set or change the payment password (spec §2 security): first "confirm it's you" (ADR 16), then 6
// digits typed twice. Withdrawals and some trades ask for it. Changing one (not setting the first)
// pauses withdrawals for the hold; the done step says until when.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkPayPassword } from '../../../contract/validators';
import { setPayPassword } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { refreshUser } from '../../state/account';
import { NavBar } from '../../ui/NavBar';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useNewPassword } from '../../ui/useNewPassword';
import { IdentityGate } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { useSecuritySend } from './security-send';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

export default function PayPassword() {
  const { user, failed, retry } = useUser();
  return (
    <div className="page">
      <NavBar title={<Trans>Payment password</Trans>} />
      {user ? (
        <IdentityGate user={user}>{(reverify) => <PayPasswordForm user={user} reverify={reverify} />}</IdentityGate>
      ) : (
        <UserPending failed={failed} retry={retry} />
      )}
    </div>
  );
}

/** A payment password field: 6 digits, anything else dropped as typed. */
function SixDigits(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}) {
  return (
    <PasswordField
      {...props}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      onChange={(v) => props.onChange(v.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

function PayPasswordForm({ user, reverify }: { user: Readonly<UserInfo>; reverify: () => void }) {
  const { t } = useLingui();
  const back = useBack();
  // Whether it had one before this change: the done step says "changed" or "set".
  const [hadOne] = useState(user.has_pay_password);
  const [done, setDone] = useState(false);
  const pair = useNewPassword(checkPayPassword);
  const { busy, send } = useSecuritySend(reverify);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pair.check()) return;
    await send(async () => {
      await setPayPassword({ password: pair.password, re_password: pair.confirm });
      await refreshUser().catch(() => undefined);
      setDone(true);
    });
  };

  if (done) {
    return (
      <SecurityChangeDone
        title={hadOne ? <Trans>Your payment password is changed.</Trans> : <Trans>Your payment password is set.</Trans>}
        onDone={back}
      />
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="explain">
        {user.has_pay_password ? (
          <Trans>Choose a new 6-digit payment password. It confirms withdrawals and payments.</Trans>
        ) : (
          <Trans>Set a 6-digit payment password. It confirms withdrawals and payments.</Trans>
        )}
      </p>
      <SixDigits
        label={t`Payment password`}
        value={pair.password}
        onChange={pair.setPassword}
        error={pair.errors.password}
        hint={t`6 digits`}
      />
      <SixDigits
        label={t`Confirm payment password`}
        value={pair.confirm}
        onChange={pair.setConfirm}
        error={pair.errors.confirm}
      />
      <SubmitButton busy={busy}>
        {user.has_pay_password ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
      </SubmitButton>
    </form>
  );
}
