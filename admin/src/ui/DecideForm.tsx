// Approve, or reject with a reason, for one item of a review queue. The server decides once; a
// second decision (another operator was quicker) is refused, and that refusal is shown here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { decide, type Queue } from '../api/calls';
import { errorText } from '../api/client';
import { ErrorNote } from './states';

export function DecideForm({ queue, id, onDecided }: { queue: Queue; id: string; onDecided: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (approve: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await decide(queue, id, approve, reason);
      onDecided();
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
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={() => run(true)}>
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
      <ErrorNote text={error} />
    </div>
  );
}
