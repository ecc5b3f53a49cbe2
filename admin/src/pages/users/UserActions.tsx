// An administrator's actions on a user: freeze or thaw the login, and adjust a balance (a ledger
// entry the customer sees in the bill). Both need a reason; the server refuses anything else.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { adjustBalance, freezeUser } from '../../api/calls';
import { errorText } from '../../api/client';
import { ErrorNote } from '../../ui/states';

const ACCOUNTS = [1, 2, 3, 4] as const;

export function FreezeForm({ id, frozen, onDone }: { id: string; frozen: boolean; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await freezeUser(id, !frozen, reason);
      setReason('');
      onDone();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form className="card" onSubmit={submit}>
      <h3>{frozen ? <Trans>Unfreeze the login</Trans> : <Trans>Freeze the login</Trans>}</h3>
      <label>
        <Trans>Reason</Trans>
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </label>
      <ErrorNote text={error} />
      <button type="submit" className={frozen ? 'primary' : 'danger'}>
        {frozen ? <Trans>Unfreeze</Trans> : <Trans>Freeze and end every session</Trans>}
      </button>
    </form>
  );
}

export function AdjustForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useLingui();
  const [account, setAccount] = useState(2);
  const [currency, setCurrency] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    try {
      const { entry_id } = await adjustBalance({ id, account, currency, amount, reason });
      setDone(t`Adjusted: ledger entry ${entry_id}`);
      setAmount('');
      setReason('');
      onDone();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const names: Record<number, string> = { 1: t`Fiat`, 2: t`Spot`, 3: t`Contract`, 4: t`Options` };
  return (
    <form className="card" onSubmit={submit}>
      <h3>
        <Trans>Balance adjustment</Trans>
      </h3>
      <div className="row">
        <label>
          <Trans>Account</Trans>
          <select value={account} onChange={(e) => setAccount(Number(e.target.value))}>
            {ACCOUNTS.map((a) => (
              <option key={a} value={a}>
                {a} · {names[a]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Currency</Trans>
          <input value={currency} onChange={(e) => setCurrency(e.target.value.toUpperCase())} maxLength={10} />
        </label>
        <label>
          <Trans>Amount (negative to take away)</Trans>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
      </div>
      <label>
        <Trans>Reason (the customer sees it in the bill)</Trans>
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </label>
      <ErrorNote text={error} />
      {done ? (
        <p className="ok-note" role="status">
          {done}
        </p>
      ) : null}
      <button type="submit" className="primary">
        <Trans>Adjust</Trans>
      </button>
    </form>
  );
}
