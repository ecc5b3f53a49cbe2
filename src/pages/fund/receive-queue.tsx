// The recharge screen's queue: recharges kept on this device (chosen offline, or whose sending
// failed) with their state — waiting, sending, sent, or refused with the server's reason — and the
// user's retry and remove. Read live from IndexedDB, so it follows the uploader in any tab.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useOnline } from '../../app/useOnline';
import { type QueuedItem, removeUpload, useQueuedUploads } from '../../db/uploadQueue';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { ownersNow, retryUpload } from '../../state/uploader';

function StateText({ item, online }: { item: QueuedItem; online: boolean }) {
  switch (item.state) {
    case 'waiting':
      return online ? <Trans>Waiting to be sent</Trans> : <Trans>Waiting for the connection</Trans>;
    case 'sending':
      return <Trans>Sending…</Trans>;
    case 'done':
      return <Trans>Sent</Trans>;
    case 'failed':
      return <Trans>Not accepted: {item.error}</Trans>;
  }
}

export function QueuedRecharges() {
  const { t } = useLingui();
  const online = useOnline();
  // Only this account's: another account's queued recharges are not shown (nor sent) here.
  const { user, token } = useSnapshot(session);
  const items = useQueuedUploads('recharge', user || token ? ownersNow() : []);
  if (!items?.length) return null;
  return (
    <section className="card upload-queue" aria-label={t`Recharges on this device`}>
      <h2>
        <Trans>Recharges on this device</Trans>
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-queue-state={item.state}>
            <span>
              <strong>
                {groupDigits(item.fields.amount ?? '')} {item.fields.coin}
              </strong>
              <small role="status">
                <StateText item={item} online={online} />
              </small>
            </span>
            <span className="upload-queue-actions">
              {(item.state === 'failed' || (item.state === 'waiting' && online)) && (
                <button type="button" className="link-button" onClick={() => void retryUpload(item.id)}>
                  {item.state === 'failed' ? <Trans>Retry</Trans> : <Trans>Send now</Trans>}
                </button>
              )}
              {item.state !== 'sending' && (
                <button type="button" className="link-button" onClick={() => void removeUpload(item.id)}>
                  {item.state === 'done' ? <Trans>Dismiss</Trans> : <Trans>Remove</Trans>}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
