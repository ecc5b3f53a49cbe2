// Withdrawal requests: under review, oldest first, each decided in place (the withdrawals area pays
// or releases the frozen amount through the ledger), or the decided ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { withdrawList } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { DecideForm } from '../../ui/DecideForm';
import { Pager } from '../../ui/Pager';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { PAGE_SIZE, REVIEW_STATES } from './states';

export default function WithdrawQueue() {
  const { t } = useLingui();
  const [state, setState] = useState('review');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => withdrawList(state, { page, limit: PAGE_SIZE }), [state, page]);
  return (
    <section>
      <h1>
        <Trans>Withdrawals</Trans>
      </h1>
      <StateTabs
        states={REVIEW_STATES}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`No withdrawals here.`}>
        {(rows) => (
          <>
            {rows.map((w) => (
              <article key={w.id} className="card withdrawal" data-withdrawal={w.id}>
                <dl className="facts">
                  <div>
                    <dt>
                      <Trans>Requested</Trans>
                    </dt>
                    <dd>{dateTime(w.created_at)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>User</Trans>
                    </dt>
                    <dd>
                      <Link to={`/users/${w.user_id}`}>{w.email ?? w.mobile ?? w.user_id}</Link>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Amount</Trans>
                    </dt>
                    <dd className="num">
                      {w.amount} {w.currency} (<Trans>fee</Trans> {w.fee}, <Trans>received</Trans> {w.received})
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Destination</Trans>
                    </dt>
                    <dd className="mono">
                      {w.method}: {Object.values(w.destination).join(' · ')}
                    </dd>
                  </div>
                  {w.remark ? (
                    <div>
                      <dt>
                        <Trans>Remark</Trans>
                      </dt>
                      <dd>{w.remark}</dd>
                    </div>
                  ) : null}
                  {w.reason ? (
                    <div>
                      <dt>
                        <Trans>Reason</Trans>
                      </dt>
                      <dd>{w.reason}</dd>
                    </div>
                  ) : null}
                </dl>
                {w.state === 'review' ? <DecideForm queue="withdraw" id={w.id} onDecided={loaded.reload} /> : null}
              </article>
            ))}
            <Pager page={page} count={rows.length} limit={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
