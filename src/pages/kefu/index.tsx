// Customer service (spec §2 kefu/index, issue 18): the customer's one conversation with the support
// desk. What the device holds is shown at once, offline too; newer messages arrive on the socket
// and older ones page in from the top. Messages typed offline wait on the device and go, in order,
// when the network returns. The messaging-app contact is offered beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useNow } from '../../app/useNow';
import { db } from '../../db/db';
import { threadOf } from '../../lib/supportThread';
import { catchUp, loadEarlier, markSupportRead, ownerNow, startSupportSync, support } from '../../realtime/support';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { Composer } from './Composer';
import { SupportBubble } from './SupportBubble';
import './kefu.css';

export default function CustomerService() {
  const { t } = useLingui();
  const { token } = useSnapshot(session);
  const { conversation, stale, deskTypingUntil } = useSnapshot(support);
  const now = useNow();
  const owner = token ? 'account' : 'guest';
  const rows = useLiveQuery(
    () => db.supportMessages.where('[owner+seq]').between([owner, -Infinity], [owner, Infinity]).toArray(),
    [owner],
  );
  const thread = rows ? threadOf(rows) : null;
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'none' | 'failed'>('idle');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    startSupportSync();
    void catchUp();
  }, []);

  // New messages scroll into view; reading them sends the receipt.
  const lastKey = thread?.at(-1)?.clientId;
  useEffect(() => {
    if (lastKey) end.current?.scrollIntoView({ block: 'end' });
  }, [lastKey]);
  const lastDeskSeq = thread?.reduce((max, m) => (m.author === 'desk' ? Math.max(max, m.seq) : max), 0) ?? 0;
  useEffect(() => {
    if (lastDeskSeq > 0 && ownerNow() === owner) void markSupportRead(lastDeskSeq);
  }, [lastDeskSeq, owner]);

  const firstSeq = thread?.find((m) => m.seq > 0)?.seq ?? 0;
  const showEarlier = firstSeq > 1 && earlier !== 'none';
  const more = async () => {
    setEarlier('loading');
    try {
      setEarlier((await loadEarlier(firstSeq)) ? 'idle' : 'none');
    } catch {
      setEarlier('failed');
    }
  };

  return (
    <div className="page kefu-page">
      <NavBar title={<Trans>Customer service</Trans>} />
      {conversation?.contact && (
        <p className="kefu-contact">
          <Trans>
            Prefer a messaging app?{' '}
            <a href={conversation.contact} target="_blank" rel="noopener noreferrer">
              Contact us there
            </a>
          </Trans>
        </p>
      )}
      {!token && (
        <p className="kefu-guest">
          <Trans>
            You are writing as a guest. <Link to="/pages/common/login">Log in</Link> to keep this conversation with your
            account and to send pictures.
          </Trans>
        </p>
      )}
      <section className="kefu-thread" aria-label={t`Conversation`} aria-live="polite">
        {showEarlier && (
          <button
            type="button"
            className="link-button kefu-earlier"
            onClick={() => void more()}
            disabled={earlier === 'loading'}
          >
            {earlier === 'failed' ? (
              <Trans>Could not load earlier messages: try again</Trans>
            ) : (
              <Trans>Load earlier messages</Trans>
            )}
          </button>
        )}
        {stale && thread && thread.length > 0 && (
          <p className="kefu-stale">
            <Trans>Showing the messages kept on this device: newer ones arrive when you are back online.</Trans>
          </p>
        )}
        {thread?.length === 0 && (
          <div className="kefu-empty">
            <p>
              <Trans>Ask us anything about your account, deposits, withdrawals or trading.</Trans>
            </p>
            <p>
              <Trans>
                We answer here, usually within minutes; you will see our answer even if you leave this screen.
              </Trans>
            </p>
          </div>
        )}
        <ol className="kefu-list">
          {thread?.map((m) => (
            <SupportBubble key={m.clientId} m={m} deskReadSeq={conversation?.desk_read_seq ?? 0} />
          ))}
        </ol>
        {deskTypingUntil > now && (
          <p className="kefu-typing">
            <Trans>Support is typing…</Trans>
          </p>
        )}
        {conversation?.state === 'closed' && (
          <p className="kefu-closed">
            <Trans>This conversation was closed. Write again and it opens again.</Trans>
          </p>
        )}
        <div ref={end} />
      </section>
      <Composer signedIn={Boolean(token)} />
    </div>
  );
}
