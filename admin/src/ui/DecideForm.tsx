// Approve, or reject with a reason, for one item of a review queue. The server decides once; a
// second decision (another operator was quicker) is refused, and that refusal is shown here.
// Approving money first asks the `confirm` question (amount and customer), because an approval
// cannot be undone; once decided, the queue counts are asked again and the note that it was done
// is left in the location state (lib/decided.ts), as this form goes away with the decision.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decide, type Queue } from '../api/calls';
import { errorText } from '../api/client';
import { decidedState } from '../lib/decided';
import { refreshQueues } from '../state/queues';
import { ErrorNote } from './states';

type Props = {
  queue: Queue;
  id: string;
  /** The question to answer before approving ("Approve this recharge of 100 USDT to …?"); none: approve at once. */
  confirm?: string;
  /** Where to go once decided (the queue, from a detail screen); none: stay here. */
  next?: string;
  /** Called once decided, after the navigation (a queue deciding in place reloads). */
  onDecided?: () => void;
};

export function DecideForm({ queue, id, confirm, next, onDecided }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLLegendElement>(null);
  const approveButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // The question takes the focus, so it is read out; going back returns it to Approve.
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) approveButton.current?.focus();
    asked.current = asking;
  }, [asking]);

  const run = async (approve: boolean) => {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      await decide(queue, id, approve, reason);
      void refreshQueues();
      navigate(next ?? pathname, { replace: next === undefined, state: decidedState(queue, approve) });
      onDecided?.();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="decide">
      <label>
        <Trans>Reason (required to reject)</Trans>
        <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={500} />
      </label>
      {asking ? (
        <fieldset className="confirm">
          <legend ref={question} tabIndex={-1}>
            {confirm}
          </legend>
          <div className="actions">
            <button type="button" className="primary" disabled={busy} onClick={() => run(true)}>
              <Trans>Confirm</Trans>
            </button>
            <button type="button" disabled={busy} onClick={() => setAsking(false)}>
              <Trans>Back</Trans>
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="primary"
            ref={approveButton}
            disabled={busy}
            onClick={() => (confirm ? setAsking(true) : run(true))}
          >
            <Trans>Approve</Trans>
          </button>
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => run(false)}
            title={t`Reject with the reason above`}
          >
            <Trans>Reject</Trans>
          </button>
        </div>
      )}
      <ErrorNote text={error} />
    </div>
  );
}
