// A user's account safeguards (ADR 16) as support sees them: the freeze the customer set from a
// security alert, the withdrawal hold after a security change, their logins and security changes;
// administrators lift a freeze once support has checked who is asking, with a reason.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { SecurityEventKind } from '../../../../contract/auth';
import { liftSecurityFreeze } from '../../api/calls';
import { errorText } from '../../api/client';
import type { UserDetail } from '../../api/types';
import { dateTime } from '../../lib/format';
import { Fact } from '../../ui/Fact';
import { Empty, ErrorNote } from '../../ui/states';

export function SecurityFacts({ user }: { user: UserDetail['user'] }) {
  return (
    <>
      <Fact label={<Trans>Security freeze</Trans>} data-testid="security-freeze">
        {user.security_frozen_at === null ? (
          <Trans>None</Trans>
        ) : (
          <Trans>Frozen since {dateTime(user.security_frozen_at)}</Trans>
        )}
      </Fact>
      <Fact label={<Trans>Withdrawal hold</Trans>}>
        {user.withdraw_hold_until > Date.now() ? (
          <Trans>Until {dateTime(user.withdraw_hold_until)}</Trans>
        ) : (
          <Trans>None</Trans>
        )}
      </Fact>
    </>
  );
}

function useKindLabel() {
  const { t } = useLingui();
  const labels: Record<SecurityEventKind, string> = {
    login: t`Login`,
    password: t`Login password changed`,
    pay_password: t`Pay password set`,
    email: t`E-mail address bound`,
    mobile: t`Phone number bound`,
    email_removed: t`E-mail address removed`,
    mobile_removed: t`Phone number removed`,
    totp_on: t`Authenticator turned on`,
    totp_off: t`Authenticator turned off`,
    wallet_address: t`Withdrawal address added`,
    bank_card: t`Bank card saved`,
    anti_phishing: t`Anti-phishing code set`,
    freeze: t`Account frozen`,
    unfreeze: t`Account freeze lifted`,
  };
  return (kind: SecurityEventKind) => labels[kind] ?? kind;
}

export function SecurityActivity({ events }: { events: UserDetail['security'] }) {
  const label = useKindLabel();
  if (events.length === 0) {
    return (
      <Empty>
        <Trans>No login or security change.</Trans>
      </Empty>
    );
  }
  return (
    <table data-testid="security-activity">
      <tbody>
        {events.map((e) => (
          <tr key={e.id}>
            <td>{dateTime(e.created_at)}</td>
            <td>{label(e.kind)}</td>
            <td>{e.ip}</td>
            <td className="muted ellipsis">{e.user_agent}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LiftFreezeForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await liftSecurityFreeze(id, reason);
      setReason('');
      onDone();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form className="card" onSubmit={submit}>
      <h3>
        <Trans>Lift the security freeze</Trans>
      </h3>
      <p className="muted">
        <Trans>
          The customer froze the account from a security alert. Lift it only after checking who is asking (for example,
          a call back to the phone on file). Withdrawals then wait the security hold.
        </Trans>
      </p>
      <label>
        <Trans>Reason</Trans>
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </label>
      <ErrorNote text={error} />
      <button type="submit" className="primary">
        <Trans>Lift the freeze</Trans>
      </button>
    </form>
  );
}
