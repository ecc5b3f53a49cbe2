// The support desk (issue 18): the queue of conversations (open, mine, unassigned, closed), newest
// first, each with what the desk has not read; the chosen one beside it. New messages and changes
// by other operators arrive on the socket and refresh the queue.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DeskConversation } from '../../../../contract/support';
import { type DeskFilter, deskList } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { refreshQueues } from '../../state/queues';
import { Pager } from '../../ui/Pager';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { Conversation } from './Conversation';
import { onDesk } from './deskSocket';

const FILTERS: { key: DeskFilter; label: MessageDescriptor }[] = [
  { key: 'open', label: msg`Open` },
  { key: 'mine', label: msg`Mine` },
  { key: 'unassigned', label: msg`Unassigned` },
  { key: 'closed', label: msg`Closed` },
];
const PAGE = 20;

export default function Desk() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('id') ?? '';
  const [filter, setFilter] = useState<DeskFilter>('open');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => deskList(filter, page), [filter, page]);
  const { reload } = loaded;

  useEffect(() => {
    const refresh = () => {
      reload();
      void refreshQueues();
    };
    const offs = [onDesk('desk:message', refresh), onDesk('desk:conversation', refresh)];
    return () => {
      for (const off of offs) off();
    };
  }, [reload]);

  return (
    <section className="desk">
      <h1>
        <Trans>Customer service</Trans>
      </h1>
      <div className="desk-columns">
        <div className="desk-queue">
          <StateTabs
            states={FILTERS}
            value={filter}
            onChange={(f) => {
              setFilter(f as DeskFilter);
              setPage(1);
            }}
          />
          <LoadState loaded={loaded} isEmpty={(d) => d.list.length === 0} empty={t`No conversations here`}>
            {(data) => (
              <>
                <ul className="desk-list">
                  {data.list.map((c) => (
                    <QueueRow key={c.id} c={c} chosen={c.id === chosen} onChoose={() => setParams({ id: c.id })} />
                  ))}
                </ul>
                <Pager
                  page={page}
                  count={data.more ? PAGE : Math.min(data.list.length, PAGE - 1)}
                  limit={PAGE}
                  onPage={setPage}
                />
              </>
            )}
          </LoadState>
        </div>
        <div className="desk-chosen">
          {chosen ? (
            <Conversation key={chosen} id={chosen} onChanged={reload} />
          ) : (
            <p className="muted">
              <Trans>Choose a conversation on the left.</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function QueueRow({ c, chosen, onChoose }: { c: DeskConversation; chosen: boolean; onChoose: () => void }) {
  const { t } = useLingui();
  const who = c.user_label || t`Guest`;
  return (
    <li>
      <button type="button" className="desk-row" aria-current={chosen || undefined} onClick={onChoose}>
        <span className="desk-row-head">
          <strong>{who}</strong>
          {c.unread > 0 && (
            <span className="nav-count" role="img" aria-label={t`${c.unread} unread`}>
              {c.unread}
            </span>
          )}
        </span>
        <span className="ellipsis">{c.last_body}</span>
        <span className="muted">
          {dateTime(c.last_at)} · {c.assignee_email ?? t`Unassigned`}
        </span>
      </button>
    </li>
  );
}
