// One conversation at the desk: the customer beside it (who they are, where their verification
// stands, a link to their record), the messages with earlier ones on demand, the customer typing,
// and the reply box with canned replies in the customer's language. Opening it marks the
// customer's messages read (the customer sees the receipt); assign, close and reopen are audited.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeskCustomer, SupportMessage } from '../../../../contract/support';
import { deskCanned, deskChange, deskDetail, deskRead, deskReply } from '../../api/calls';
import { errorText } from '../../api/client';
import { dateTime } from '../../lib/format';
import { refreshQueues } from '../../state/queues';
import { ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { deskSocket, onDesk } from './deskSocket';

const KYC: Record<string, MessageDescriptor> = {
  none: msg`Not submitted`,
  review: msg`Under review`,
  verified: msg`Verified`,
  failed: msg`Rejected`,
};

const newClientId = () => crypto.randomUUID().replaceAll('-', '');

export function Conversation({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useLingui();
  const loaded = useLoad(() => deskDetail(id), [id]);
  const canned = useLoad(() => deskCanned(), []);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, setTick] = useState(0);
  const typingSent = useRef(0);
  const replyId = useId();
  const detail = loaded.data;

  useEffect(() => {
    if (detail) setMessages(detail.list);
  }, [detail]);

  // Live: the customer's new messages and typing, for this conversation only.
  useEffect(() => {
    const offs = [
      onDesk<{ conversation_id: string; message: SupportMessage }>('desk:message', (p) => {
        if (p.conversation_id !== id) return;
        setMessages((list) => (list.some((m) => m.id === p.message.id) ? list : [...list, p.message]));
        setTypingUntil(0);
      }),
      onDesk<{ conversation_id: string }>('desk:typing', (p) => {
        if (p.conversation_id !== id) return;
        setTypingUntil(Date.now() + 4000);
        setTimeout(() => setTick((n) => n + 1), 4100);
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [id]);

  // What is shown is read: the customer sees the receipt, the queue's badge drops.
  const lastSeq = messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (lastSeq > 0)
      deskRead(id, lastSeq).then(
        () => void refreshQueues(),
        () => undefined,
      );
  }, [id, lastSeq]);

  const change = async (action: 'assign' | 'close' | 'reopen') => {
    setBusy(true);
    setError(null);
    try {
      await deskChange(action, id);
      loaded.reload();
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!text.trim()) return setError(t`Write a reply first`);
    setBusy(true);
    setError(null);
    try {
      const sent = await deskReply(id, newClientId(), text);
      setMessages((list) => (list.some((m) => m.id === sent.id) ? list : [...list, sent]));
      setText('');
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const earlier = async () => {
    const first = messages[0]?.seq ?? 0;
    try {
      const older = await deskDetail(id, first);
      setMessages((list) => [...older.list, ...list]);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <LoadState loaded={loaded} isEmpty={() => false}>
      {(d) => (
        <article className="desk-conversation" aria-label={t`Conversation`}>
          <Customer customer={d.customer} lang={d.conversation.lang} />
          <div className="row">
            <span className="tag">{d.conversation.state === 'open' ? t`Open` : t`Closed`}</span>
            <span className="muted">{d.conversation.assignee_email ?? t`Unassigned`}</span>
            <button type="button" disabled={busy} onClick={() => void change('assign')}>
              <Trans>Assign to me</Trans>
            </button>
            {d.conversation.state === 'open' ? (
              <button type="button" disabled={busy} onClick={() => void change('close')}>
                <Trans>Close</Trans>
              </button>
            ) : (
              <button type="button" disabled={busy} onClick={() => void change('reopen')}>
                <Trans>Reopen</Trans>
              </button>
            )}
          </div>
          {(messages[0]?.seq ?? 1) > 1 && (
            <button type="button" onClick={() => void earlier()}>
              <Trans>Earlier messages</Trans>
            </button>
          )}
          <ol className="desk-messages">
            {messages.map((m) => (
              <li key={m.id} className={m.author === 'desk' ? 'desk-msg desk-msg-ours' : 'desk-msg'}>
                <span className="muted">
                  {m.author === 'desk' ? m.author_name || t`Support` : t`Customer`} · {dateTime(m.created_at)}
                </span>
                {m.image && <img className="thumb" src={m.image} alt={t`Sent by the customer`} />}
                {m.body && <p>{m.body}</p>}
              </li>
            ))}
          </ol>
          {typingUntil > Date.now() && (
            <p className="muted">
              <Trans>The customer is typing…</Trans>
            </p>
          )}
          <form
            className="desk-reply"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <label>
              <Trans>Canned reply</Trans>
              <select
                value=""
                onChange={(e) => {
                  const c = canned.data?.find((x) => String(x.id) === e.target.value);
                  if (c) setText(c.texts[d.conversation.lang] ?? c.texts.en ?? '');
                }}
              >
                <option value="">{t`Choose…`}</option>
                {canned.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={replyId}>
              <Trans>Reply</Trans>
            </label>
            <textarea
              id={replyId}
              rows={3}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                // A hint, not a stream: at most every 2 s.
                if (Date.now() - typingSent.current > 2000) {
                  typingSent.current = Date.now();
                  deskSocket().emit('desk:typing', { conversation_id: id });
                }
              }}
            />
            <ErrorNote text={error} />
            <button type="submit" disabled={busy}>
              <Trans>Send reply</Trans>
            </button>
            <p className="muted">
              <Trans>Canned replies are filled in in the customer's language ({d.conversation.lang}).</Trans>
            </p>
          </form>
        </article>
      )}
    </LoadState>
  );
}

function Customer({ customer, lang }: { customer: DeskCustomer | null; lang: string }) {
  const { i18n } = useLingui();
  if (!customer)
    return (
      <p className="card">
        <Trans>A guest (not signed in) writing in {lang}.</Trans>
      </p>
    );
  return (
    <dl className="facts card">
      <dt>
        <Trans>Customer</Trans>
      </dt>
      <dd>
        <Link to={`/users/${customer.user_id}`}>{customer.email || customer.mobile}</Link>
        {customer.email && customer.mobile ? ` · ${customer.mobile}` : ''}
      </dd>
      <dt>
        <Trans>Identity verification</Trans>
      </dt>
      <dd>{i18n._(KYC[customer.kyc_state] ?? KYC.none ?? msg`Not submitted`)}</dd>
      <dt>
        <Trans>Registered</Trans>
      </dt>
      <dd>{dateTime(customer.created_at)}</dd>
      {customer.login_frozen && (
        <>
          <dt>
            <Trans>Login</Trans>
          </dt>
          <dd>
            <Trans>Frozen</Trans>
          </dd>
        </>
      )}
    </dl>
  );
}
