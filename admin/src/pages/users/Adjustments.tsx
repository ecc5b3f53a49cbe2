// Balance adjustments beyond the approval threshold (what one customer, or one administrator,
// had applied without a second approval in 24 hours), waiting for a second administrator (four
// eyes), or every adjustment with its decision. Administrators approve (after a confirm step that
// restates the amount and the user) or reject with a note; whoever requested an adjustment cannot
// decide it, and the server refuses that anyway. Reviewers read the same list with nothing to do.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AdminAdjustment } from '../../../../contract/admin';
import { decideAdjustment, listAdjustments } from '../../api/calls';
import { errorText } from '../../api/client';
import { accountLabel } from '../../lib/accounts';
import { dateTime, grouped } from '../../lib/format';
import { can } from '../../lib/roles';
import { refreshQueues } from '../../state/queues';
import { adminSession } from '../../state/session';
import { Fact } from '../../ui/Fact';
import { Pager } from '../../ui/Pager';
import { StateTabs } from '../../ui/StateTabs';
import { Empty, ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

const LIMIT = 20;
const STATES = [
  { key: 'pending', label: msg`Waiting for approval` },
  { key: 'all', label: msg`All` },
];
const STATE_NAMES = { pending: msg`Waiting for approval`, applied: msg`Applied`, rejected: msg`Rejected` };

/** A signed amount as operators read it: +5000, -20. */
const signed = (v: string) => (v.startsWith('-') || v.startsWith('+') ? v : `+${v}`);

export default function Adjustments() {
  const [state, setState] = useState<'pending' | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const loaded = useLoad(() => listAdjustments(state, { page, limit: LIMIT }), [state, page]);

  return (
    <section>
      <div className="row spread">
        <h1>
          <Trans>Adjustment approvals</Trans>
        </h1>
        <button type="button" onClick={loaded.reload} disabled={loaded.loading}>
          {loaded.loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
        </button>
      </div>
      <StateTabs
        states={STATES}
        value={state}
        onChange={(s) => {
          setState(s === 'all' ? 'all' : 'pending');
          setPage(1);
          setDone(null);
        }}
      />
      {done ? (
        <p className="ok-note" role="status">
          {done}
        </p>
      ) : null}
      <LoadState loaded={loaded}>
        {({ data, threshold_usdt }) => (
          <>
            <Threshold value={threshold_usdt} />
            {data.length === 0 ? (
              <Empty>
                {state === 'pending' ? (
                  <Trans>No adjustment is waiting for approval.</Trans>
                ) : (
                  <Trans>No adjustment yet.</Trans>
                )}
              </Empty>
            ) : (
              data.map((a) => (
                <AdjustmentCard
                  key={a.id}
                  adjustment={a}
                  onDecided={(text) => {
                    setDone(text);
                    loaded.reload();
                    // The navigation's badge counts pending adjustments: drop it now, not within a minute.
                    void refreshQueues();
                  }}
                />
              ))
            )}
            <Pager page={page} count={data.length} limit={LIMIT} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function Threshold({ value }: { value: string }) {
  const threshold = grouped(value);
  return (
    <p className="muted" data-testid="approval-threshold">
      <Trans>
        Adjustments are applied at once only while those applied without a second approval in the last 24 hours stay
        within {threshold} USDT, both for the customer and for the administrator who makes them; beyond that, an
        adjustment waits for a second administrator's approval. Whoever requested it cannot decide it.
      </Trans>
    </p>
  );
}

function AdjustmentCard({
  adjustment: a,
  onDecided,
}: {
  adjustment: AdminAdjustment;
  onDecided: (text: string) => void;
}) {
  const { i18n } = useLingui();
  const { operator } = useSnapshot(adminSession);
  const mine = a.requested_by === operator?.id;
  const user = a.user_email ?? a.user_id;
  const amount = `${signed(a.amount)} ${a.currency}`;
  const account = accountLabel(i18n, a.account);
  return (
    <article className="card adjustment" data-adjustment={a.id} data-state={a.state} aria-label={`${amount} · ${user}`}>
      <dl className="facts">
        <Fact label={<Trans>User</Trans>}>
          <Link to={`/users/${a.user_id}`}>{user}</Link>
        </Fact>
        <Fact label={<Trans>Account</Trans>}>{account}</Fact>
        <Fact label={<Trans>Amount</Trans>} className={`num ${a.amount.startsWith('-') ? 'down' : 'up'}`}>
          {amount}
        </Fact>
        <Fact label={<Trans>Value (USDT)</Trans>} className="num">
          {a.value_usdt}
        </Fact>
        <Fact label={<Trans>Reason</Trans>}>{a.reason}</Fact>
        <Fact label={<Trans>Requested by</Trans>}>
          {a.requested_by_email ?? a.requested_by}
          {mine ? (
            <>
              {' '}
              <Trans>(you)</Trans>
            </>
          ) : null}
        </Fact>
        <Fact label={<Trans>Requested</Trans>}>{dateTime(a.requested_at)}</Fact>
        <Fact label={<Trans>State</Trans>} data-testid="adjustment-state">
          {i18n._(STATE_NAMES[a.state])}
        </Fact>
        {a.decided_at !== null ? (
          <>
            <Fact label={<Trans>Decided by</Trans>}>{a.decided_by_email ?? a.decided_by ?? '—'}</Fact>
            <Fact label={<Trans>Decided</Trans>}>{dateTime(a.decided_at)}</Fact>
          </>
        ) : null}
        {a.decision_note ? <Fact label={<Trans>Note</Trans>}>{a.decision_note}</Fact> : null}
        {a.entry_id ? (
          <Fact label={<Trans>Ledger entry</Trans>} className="mono">
            {a.entry_id}
          </Fact>
        ) : null}
      </dl>
      {a.state !== 'pending' ? null : mine ? (
        <p className="pending-note">
          <Trans>Requested by you — another administrator must decide.</Trans>
        </p>
      ) : can(operator?.role, 'users.write') ? (
        <Decide adjustment={a} user={user} amount={amount} account={account} onDecided={onDecided} />
      ) : null}
    </article>
  );
}

/** Approve (after restating what will be applied) or reject with a note, in place. */
function Decide({
  adjustment,
  user,
  amount,
  account,
  onDecided,
}: {
  adjustment: AdminAdjustment;
  user: string;
  amount: string;
  account: string;
  onDecided: (text: string) => void;
}) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = (next: typeof mode) => {
    setMode(next);
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const approve = mode === 'approve';
    if (!approve && !note.trim()) {
      setError(t`Give the reason for the rejection`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const decided = await decideAdjustment(adjustment.id, approve, note.trim());
      const entry = decided.entry_id ?? '';
      onDecided(
        approve
          ? t`Approved ${amount} for ${user}: ledger entry ${entry}`
          : t`Rejected ${amount} for ${user}: nothing was applied.`,
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (mode === null)
    return (
      <div className="decide">
        <div className="actions">
          <button type="button" className="primary" onClick={() => open('approve')}>
            <Trans>Approve</Trans>
          </button>
          <button type="button" className="danger" onClick={() => open('reject')}>
            <Trans>Reject</Trans>
          </button>
        </div>
        <ErrorNote text={error} />
      </div>
    );

  return (
    <form className="decide" onSubmit={submit} aria-label={mode === 'approve' ? t`Approve` : t`Reject`}>
      {mode === 'approve' ? (
        <p>
          <strong>
            <Trans>
              Apply {amount} to {user} (account {account})?
            </Trans>
          </strong>
        </p>
      ) : (
        <p>
          <Trans>
            Reject {amount} for {user}? Nothing is applied.
          </Trans>
        </p>
      )}
      <label>
        {mode === 'approve' ? <Trans>Note (optional)</Trans> : <Trans>Reason for the rejection (required)</Trans>}
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} />
      </label>
      <ErrorNote text={error} />
      <div className="actions">
        <button type="submit" className={mode === 'approve' ? 'primary' : 'danger'} disabled={busy}>
          {mode === 'approve' ? <Trans>Confirm approval</Trans> : <Trans>Confirm rejection</Trans>}
        </button>
        <button type="button" disabled={busy} onClick={() => open(null)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
