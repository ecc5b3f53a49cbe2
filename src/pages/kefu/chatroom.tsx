// The chat room (spec §1, home tile; issue 18): public rooms — one for everyone and one per
// language — read by anyone; verified users post, one message every 2 s. New messages arrive on
// the socket; a reconnection catches up from the last message held. A message can be reported to
// the operators, who remove messages and mute senders.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ChatMessage, ChatRoom, ChatStanding } from '../../../contract/chat';
import { LOCALE_NAMES } from '../../../contract/locales';
import { getChatStanding, reportChat } from '../../api/chat';
import { useOnline } from '../../app/useOnline';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { Sheet } from '../../ui/Sheet';
import { ChatComposer } from './ChatComposer';
import { ChatLine } from './ChatLine';
import { useChatRoom } from './useChatRoom';
import './kefu.css';

export default function ChatRoomScreen() {
  const { t } = useLingui();
  const { token, user, lang } = useSnapshot(session);
  const online = useOnline();
  // Everyone's room, and the reader's language's.
  const rooms: ChatRoom[] = ['general', lang];
  const [room, setRoom] = useState<ChatRoom>('general');
  const view = useChatRoom(room);
  const [standing, setStanding] = useState<ChatStanding | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const me = token && user ? { id: String(user.id), nickname: user.nickname } : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the reader signs in or out
  useEffect(() => {
    getChatStanding().then(setStanding, () => setStanding(null));
  }, [token]);

  const lastSeq = view.messages?.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (lastSeq) end.current?.scrollIntoView({ block: 'end' });
  }, [lastSeq]);

  const report = async (reason: string) => {
    if (!reporting) return;
    try {
      await reportChat(reporting.id, reason);
      showToast(t`Reported: thank you, an operator will look at it`);
      setReporting(null);
    } catch {
      showToast(t`The report could not be sent: try again`);
    }
  };

  return (
    <div className="page kefu-page chat-page">
      <NavBar title={<Trans>Chat room</Trans>} />
      <div className="tabs" role="tablist" aria-label={t`Rooms`}>
        {rooms.map((r) => (
          <button key={r} type="button" role="tab" aria-selected={room === r} onClick={() => setRoom(r)}>
            {r === 'general' ? t`Everyone` : LOCALE_NAMES[r as keyof typeof LOCALE_NAMES]}
          </button>
        ))}
      </div>
      <section className="kefu-thread" aria-label={t`Messages`}>
        {view.hasEarlier && (
          <button
            type="button"
            className="link-button kefu-earlier"
            onClick={() => void view.loadEarlier().catch(() => undefined)}
          >
            <Trans>Load earlier messages</Trans>
          </button>
        )}
        {view.failed && !view.messages && (
          <div className="page-error" role="alert">
            <p>
              <Trans>The chat room could not be loaded.</Trans>
            </p>
            <button type="button" className="button button-secondary" onClick={view.reload}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {view.messages?.length === 0 && (
          <p className="kefu-empty">
            <Trans>No messages yet: say hello.</Trans>
          </p>
        )}
        <ol className="chat-list">
          {view.messages?.map((m) => (
            <ChatLine key={m.id} m={m} me={me} onReport={setReporting} />
          ))}
        </ol>
        <div ref={end} />
      </section>
      <PostArea standing={standing} online={online} room={room} onSent={view.add} />
      {reporting && (
        <Sheet open title={t`Report this message?`} onClose={() => setReporting(null)}>
          <p className="chat-report-quote">{reporting.body}</p>
          <div className="chat-report-reasons">
            <button type="button" className="button button-block" onClick={() => void report('spam')}>
              <Trans>Spam or advertising</Trans>
            </button>
            <button type="button" className="button button-block" onClick={() => void report('abuse')}>
              <Trans>Abuse or harassment</Trans>
            </button>
            <button type="button" className="button button-block" onClick={() => void report('scam')}>
              <Trans>A scam or a fake offer</Trans>
            </button>
          </div>
        </Sheet>
      )}
    </div>
  );
}

/** The composer for those who may post; otherwise why not, and what to do about it. */
function PostArea({
  standing,
  online,
  room,
  onSent,
}: {
  standing: ChatStanding | null;
  online: boolean;
  room: ChatRoom;
  onSent: (m: ChatMessage) => void;
}) {
  if (!online)
    return (
      <p className="kefu-offline chat-notice">
        <Trans>You are offline: the chat room shows what had arrived.</Trans>
      </p>
    );
  if (!standing) return null;
  if (standing.can_post) return <ChatComposer room={room} onSent={onSent} />;
  const until = standing.muted_until ? new Date(standing.muted_until).toLocaleString() : '';
  return (
    <p className="chat-notice">
      {standing.reason === 'guest' && (
        <Trans>
          Anyone can read. <Link to="/pages/common/login">Log in</Link> and verify your identity to post.
        </Trans>
      )}
      {standing.reason === 'unverified' && (
        <Trans>
          Only verified users post, to keep spam out. <Link to="/pages/setting/real">Verify your identity</Link>
        </Trans>
      )}
      {standing.reason === 'muted' && <Trans>An operator muted you: you can post again on {until}.</Trans>}
    </p>
  );
}
