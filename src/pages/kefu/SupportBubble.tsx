// One message of the customer-service conversation: the text as plain text (links are not made
// clickable: a message cannot send anyone elsewhere), a picture, its time, and for the customer's
// own messages where it stands — waiting to be sent, sending, refused (with retry), sent, read.
import { Trans } from '@lingui/react/macro';
import type { KeptSupportMessage } from '../../db/db';
import { discardSupport, retrySupport } from '../../realtime/support';

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export function SupportBubble({ m, deskReadSeq }: { m: KeptSupportMessage; deskReadSeq: number }) {
  const own = m.author === 'user';
  return (
    <li className={`kefu-bubble ${own ? 'kefu-own' : 'kefu-desk'}`} data-state={m.state}>
      {!own && (
        <span className="kefu-author">
          {m.authorName ? <Trans>Support · {m.authorName}</Trans> : <Trans>Support</Trans>}
        </span>
      )}
      {m.image && <img className="kefu-image" src={m.image} alt="" loading="lazy" />}
      {m.body && <p className="kefu-text">{m.body}</p>}
      <span className="kefu-meta">
        <time dateTime={new Date(m.createdAt).toISOString()}>{timeOf(m.createdAt)}</time>
        {own && <OwnState m={m} deskReadSeq={deskReadSeq} />}
      </span>
      {m.state === 'failed' && (
        <span className="kefu-failed" role="alert">
          {m.error}{' '}
          <button type="button" className="link-button" onClick={() => void retrySupport(m.clientId)}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" className="link-button" onClick={() => void discardSupport(m.clientId)}>
            <Trans>Delete</Trans>
          </button>
        </span>
      )}
    </li>
  );
}

function OwnState({ m, deskReadSeq }: { m: KeptSupportMessage; deskReadSeq: number }) {
  switch (m.state) {
    case 'pending':
      return (
        <span className="kefu-state">
          <Trans>Waiting to send</Trans>
        </span>
      );
    case 'sending':
      return (
        <span className="kefu-state">
          <Trans>Sending…</Trans>
        </span>
      );
    case 'failed':
      return (
        <span className="kefu-state kefu-state-failed">
          <Trans>Not sent</Trans>
        </span>
      );
    default:
      return <span className="kefu-state">{m.seq <= deskReadSeq ? <Trans>Read</Trans> : <Trans>Sent</Trans>}</span>;
  }
}
