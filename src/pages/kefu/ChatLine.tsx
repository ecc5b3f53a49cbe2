// One chat-room message: the sender's avatar and nickname, the time, the text as plain text (a
// link is only text here), mentions of the reader marked, and a way to report it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '../../../contract/chat';

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export function ChatLine({
  m,
  me,
  onReport,
}: {
  m: ChatMessage;
  /** The reader: their id and nickname (null for a guest). */
  me: { id: string; nickname: string } | null;
  onReport: (m: ChatMessage) => void;
}) {
  const { t } = useLingui();
  const own = me?.id === m.user_id;
  const mentionsMe = !!me && m.mentions.some((n) => n.toLowerCase() === me.nickname.toLowerCase());
  return (
    <li className={`chat-line${own ? ' chat-own' : ''}${mentionsMe ? ' chat-mentions-me' : ''}`}>
      {m.avatar ? (
        <img className="chat-avatar" src={m.avatar} alt="" />
      ) : (
        <span className="chat-avatar" aria-hidden="true">
          {m.nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="chat-body">
        <span className="chat-head">
          <strong>{m.nickname}</strong>
          <time dateTime={new Date(m.created_at).toISOString()}>{timeOf(m.created_at)}</time>
        </span>
        {m.deleted ? (
          <p className="chat-text chat-removed">
            <Trans>Message removed by an operator</Trans>
          </p>
        ) : (
          <p className="chat-text">{m.body}</p>
        )}
        {mentionsMe && (
          <span className="chat-tag">
            <Trans>Mentions you</Trans>
          </span>
        )}
      </div>
      {me && !own && !m.deleted && (
        <button
          type="button"
          className="link-button chat-report"
          aria-label={t`Report the message of ${m.nickname}`}
          onClick={() => onReport(m)}
        >
          <Trans>Report</Trans>
        </button>
      )}
    </li>
  );
}
