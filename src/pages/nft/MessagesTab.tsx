// The NFT messages (spec §4 "messages read/unread"): outbid, won, paid, approved, sold, margins
// released or forfeited… newest first, unread ones marked, each with Mark read, and Mark all read.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { NftMessage } from '../../../contract/nft';
import { formatStake } from '../../lib/options';
import { RelativeTime } from '../../ui/RelativeTime';
import { messageText } from './labels';

export function MessagesTab({
  messages,
  unread,
  onRead,
}: {
  messages: NftMessage[];
  unread: number;
  onRead: (id: string | 'all') => void;
}) {
  if (messages.length === 0)
    return (
      <div className="empty-state">
        <p>
          <Trans>No messages yet.</Trans>
        </p>
      </div>
    );
  return (
    <>
      <div className="section-head">
        <p className="muted" data-testid="nft-unread-count">
          <Trans>{unread} unread</Trans>
        </p>
        <button type="button" className="link-button" disabled={unread === 0} onClick={() => onRead('all')}>
          <Trans>Mark all read</Trans>
        </button>
      </div>
      <ul className="nft-messages">
        {messages.map((m) => (
          <MessageRow key={m.id} message={m} onRead={onRead} />
        ))}
      </ul>
    </>
  );
}

function MessageRow({ message: m, onRead }: { message: NftMessage; onRead: (id: string) => void }) {
  const { i18n } = useLingui();
  const unread = m.is_read === 0;
  const amount = `${formatStake(m.amount)} ${m.currency}`;
  return (
    <li className={`nft-message${unread ? ' unread' : ''}`} data-testid="nft-message" data-read={m.is_read}>
      <p className="nft-message-text">
        {unread && (
          <span className="nft-dot">
            <span className="visually-hidden">
              <Trans>Unread:</Trans>
            </span>
          </span>
        )}
        {i18n._(messageText(m.kind, m.name, amount))}
      </p>
      <p className="nft-message-foot muted">
        <RelativeTime ms={m.created_at} />
        {unread && (
          <button type="button" className="link-button" onClick={() => onRead(m.id)}>
            <Trans>Mark read</Trans>
          </button>
        )}
      </p>
    </li>
  );
}
