// Copy trading's trader applications (issue 36): a verified customer applies with a nickname, a
// short bio and the profit share they would take; an operator approves, or rejects with a note the
// customer sees. Each decision is audited by the server; approved traders appear on the list at
// once. Demo traders (the market's strategy bots) are marked.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { traderApplications } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { ReviewQueue } from '../review/ReviewQueue';

const STATES = [
  { key: 'pending', label: msg`Under review` },
  { key: 'approved', label: msg`Approved` },
  { key: 'rejected', label: msg`Rejected` },
];

export default function CopyApplications() {
  const { t } = useLingui();
  return (
    <ReviewQueue
      title={<Trans>Trader applications</Trans>}
      empty={t`No applications here.`}
      states={STATES}
      list={traderApplications}
    >
      {(rows, reload) => (
        <>
          {rows.map((a) => (
            <article key={a.user_id} className="card" data-application={a.user_id}>
              <p>
                <strong>{a.nickname}</strong>
                {a.demo ? (
                  <>
                    {' '}
                    <span className="muted">
                      <Trans>Demo trader (a strategy bot)</Trans>
                    </span>
                  </>
                ) : null}
              </p>
              {a.bio ? <p>{a.bio}</p> : null}
              <dl className="facts">
                <Fact label={<Trans>Customer</Trans>}>
                  <Link to={`/users/${a.user_id}`}>{a.account || a.user_id}</Link>
                </Fact>
                <Fact label={<Trans>Profit share</Trans>} className="num">
                  {percentOf(a.profit_share)} %
                </Fact>
                {a.applied_at !== null ? <Fact label={<Trans>Applied</Trans>}>{dateTime(a.applied_at)}</Fact> : null}
                {a.decided_at !== null ? <Fact label={<Trans>Decided</Trans>}>{dateTime(a.decided_at)}</Fact> : null}
                {a.state === 'approved' ? (
                  <Fact label={<Trans>New followers</Trans>}>
                    {a.open ? <Trans>Taken</Trans> : <Trans>Not taken</Trans>}
                  </Fact>
                ) : null}
                {a.note ? <Fact label={<Trans>Note</Trans>}>{a.note}</Fact> : null}
              </dl>
              {a.state === 'pending' ? <DecideForm queue="follow" id={a.user_id} onDecided={reload} /> : null}
            </article>
          ))}
        </>
      )}
    </ReviewQueue>
  );
}
