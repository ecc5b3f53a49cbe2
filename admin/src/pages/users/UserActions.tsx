// An administrator's actions on a user: freeze or thaw the login, and adjust a balance (a ledger
// entry the customer sees in the bill). Both need a reason; the server refuses anything else. An
// adjustment that would take what the customer, or this administrator, had applied without a
// second approval in 24 hours above the approval threshold is not applied: it waits on the
// approvals page for a second administrator (four eyes).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { adjustBalance, freezeUser, listAdjustments } from '../../api/calls';
import { errorText } from '../../api/client';
import { ACCOUNTS, accountLabel } from '../../lib/accounts';
import { grouped } from '../../lib/format';
import { ErrorNote } from '../../ui/states';

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

/** What the last adjustment came to: applied (its ledger entry), or waiting for approval. */
type Outcome = { state: 'applied'; entry: string } | { state: 'pending'; threshold: string | null };

export function AdjustForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { i18n } = useLingui();
  const [account, setAccount] = useState(2);
  const [currency, setCurrency] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setOutcome(null);
    setBusy(true);
    try {
      const reply = await adjustBalance({ id, account, currency, amount, reason });
      if (reply.state === 'pending') {
        // The reply does not carry the threshold; the approvals list does. Without it the note
        // still says what happened.
        const threshold = await listAdjustments('pending', { limit: 1 }).then(
          (l) => grouped(l.threshold_usdt),
          () => null,
        );
        setOutcome({ state: 'pending', threshold });
      } else setOutcome({ state: 'applied', entry: reply.entry_id ?? '' });
      setAmount('');
      setReason('');
      onDone();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
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
                {accountLabel(i18n, a)}
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
      {outcome ? <OutcomeNote outcome={outcome} /> : null}
      <button type="submit" className="primary" disabled={busy}>
        <Trans>Adjust</Trans>
      </button>
    </form>
  );
}

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (outcome.state === 'applied') {
    const entry = outcome.entry;
    return (
      <p className="ok-note" role="status">
        <Trans>Adjusted: ledger entry {entry}</Trans>
      </p>
    );
  }
  const threshold = outcome.threshold;
  return (
    <p className="pending-note" role="status">
      {threshold === null ? (
        <Trans>Above the approval threshold: waiting for a second administrator's approval.</Trans>
      ) : (
        <Trans>
          This would take this customer's or your adjustments in 24 hours above {threshold} USDT: waiting for a second
          administrator's approval.
        </Trans>
      )}{' '}
      <Link to="/adjustments">
        <Trans>Adjustment approvals</Trans>
      </Link>
    </p>
  );
}
