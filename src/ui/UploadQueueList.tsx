// Items of one purpose kept on this device by the upload queue (chosen offline, or whose sending
// failed) with their state — waiting, sending (and how much), sent, or refused with the server's
// reason — and the user's retry and remove. Read live from IndexedDB, so it follows the uploader in any tab.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useOnline } from '../app/useOnline';
import { type QueuedItem, removeUpload, useQueuedUploads } from '../db/uploadQueue';
import { session } from '../state/session';
import { ownersNow, retryUpload, sendingProgress } from '../state/uploader';
import { UploadProgress } from './UploadProgress';

function StateText({ item, online }: { item: QueuedItem; online: boolean }) {
  // Known in the tab that sends it; another tab shows the bar moving without a figure.
  const progress = useSnapshot(sendingProgress);
  switch (item.state) {
    case 'waiting':
      return online ? <Trans>Waiting to be sent</Trans> : <Trans>Waiting for the connection</Trans>;
    case 'sending':
      return <UploadProgress sent={progress[item.id] ?? null} />;
    case 'done':
      return <Trans>Sent</Trans>;
    case 'failed':
      return <Trans>Not accepted: {item.error}</Trans>;
  }
}

/** This account's queued items of `purpose`: another account's are not shown (nor sent) here. */
export function useMyQueuedUploads(purpose: string): QueuedItem[] | undefined {
  const { user, token } = useSnapshot(session);
  return useQueuedUploads(purpose, user || token ? ownersNow() : []);
}

type Props = {
  purpose: string;
  title: string;
  /** What the item is, in a few words (e.g. its amount). */
  label: (item: QueuedItem) => ReactNode;
};

export function UploadQueueList({ purpose, title, label }: Props) {
  const online = useOnline();
  const items = useMyQueuedUploads(purpose);
  if (!items?.length) return null;
  return (
    <section className="card upload-queue" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-queue-state={item.state}>
            <span>
              <strong>{label(item)}</strong>
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
