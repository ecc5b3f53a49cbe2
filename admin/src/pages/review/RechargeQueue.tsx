// Declared recharges: under review, oldest first, or the decided ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { rechargeList } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { Pager } from '../../ui/Pager';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { PAGE_SIZE, REVIEW_STATES } from './states';

export default function RechargeQueue() {
  const { t } = useLingui();
  const [state, setState] = useState('review');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => rechargeList(state, { page, limit: PAGE_SIZE }), [state, page]);
  return (
    <section>
      <h1>
        <Trans>Recharges</Trans>
      </h1>
      <StateTabs
        states={REVIEW_STATES}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`No recharges here.`}>
        {(rows) => (
          <>
            <table>
              <thead>
                <tr>
                  <th>
                    <Trans>Declared</Trans>
                  </th>
                  <th>
                    <Trans>User</Trans>
                  </th>
                  <th>
                    <Trans>Amount</Trans>
                  </th>
                  <th>
                    <Trans>Reason</Trans>
                  </th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-recharge={r.id}>
                    <td>{dateTime(r.created_at)}</td>
                    <td>{r.email ?? r.mobile}</td>
                    <td className="num">
                      {r.amount} {r.currency}
                    </td>
                    <td>{r.reason ?? ''}</td>
                    <td>
                      <Link to={`/recharge/${r.id}`}>
                        <Trans>Open</Trans>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} count={rows.length} limit={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
