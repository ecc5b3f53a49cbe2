// The chat room's moderation (issue 18): the latest messages of every room, or only the reported
// ones, with how often each was reported and whether its sender is muted. An operator removes a
// message (with a reason; readers see "removed" at once) or mutes its sender for an hour or a day,
// or lifts a mute. Each action is audited.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminChatMessage } from '../../../../contract/chat';
import { chatDelete, chatMessagesAdmin, chatMute } from '../../api/calls';
import { errorText } from '../../api/client';
import { dateTime } from '../../lib/format';
import { Pager } from '../../ui/Pager';
import { ErrorNote, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

const PAGE = 50;

export default function ChatModeration() {
  const { t } = useLingui();
  const [reported, setReported] = useState(false);
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => chatMessagesAdmin(reported, page), [reported, page]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const act = async (what: () => Promise<unknown>, note: string) => {
    setError(null);
    setDone(null);
    try {
      await what();
      setDone(note);
      loaded.reload();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const remove = (m: AdminChatMessage) => {
    const reason = window.prompt(t`Why is this message removed? (kept in the audit log)`, '');
    if (reason?.trim()) void act(() => chatDelete(m.id, reason.trim()), t`Message removed`);
  };
  const mute = (m: AdminChatMessage, minutes: number) =>
    void act(
      () => chatMute(m.user_id, minutes, ''),
      minutes ? t`${m.nickname} is muted` : t`${m.nickname} may post again`,
    );

  return (
    <section>
      <h1>
        <Trans>Chat room</Trans>
      </h1>
      <label className="row">
        <input
          type="checkbox"
          checked={reported}
          onChange={(e) => {
            setReported(e.target.checked);
            setPage(1);
          }}
        />
        <Trans>Reported messages only</Trans>
      </label>
      <ErrorNote text={error} />
      {done && (
        <p className="ok-note" role="status">
          {done}
        </p>
      )}
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`No messages here`}>
        {(rows) => (
          <>
            <table>
              <thead>
                <tr>
                  <th>
                    <Trans>Time</Trans>
                  </th>
                  <th>
                    <Trans>Room</Trans>
                  </th>
                  <th>
                    <Trans>Sender</Trans>
                  </th>
                  <th>
                    <Trans>Message</Trans>
                  </th>
                  <th>
                    <Trans>Reports</Trans>
                  </th>
                  <th>
                    <Trans>Actions</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.id}>
                    <td>{dateTime(m.created_at)}</td>
                    <td>{m.room}</td>
                    <td>
                      {m.nickname}
                      {m.muted_until && (
                        <span className="muted">
                          {' '}
                          <Trans>(muted until {dateTime(m.muted_until)})</Trans>
                        </span>
                      )}
                    </td>
                    <td className={m.deleted ? 'muted' : undefined}>
                      {m.body} {m.deleted && <Trans>(removed)</Trans>}
                    </td>
                    <td>{m.reports}</td>
                    <td>
                      <div className="row">
                        {!m.deleted && (
                          <button type="button" onClick={() => remove(m)}>
                            <Trans>Remove</Trans>
                          </button>
                        )}
                        {m.muted_until ? (
                          <button type="button" onClick={() => mute(m, 0)}>
                            <Trans>Unmute</Trans>
                          </button>
                        ) : (
                          <>
                            <button type="button" onClick={() => mute(m, 60)}>
                              <Trans>Mute 1 hour</Trans>
                            </button>
                            <button type="button" onClick={() => mute(m, 24 * 60)}>
                              <Trans>Mute 1 day</Trans>
                            </button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} count={rows.length} limit={PAGE} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
