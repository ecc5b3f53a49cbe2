// Identity verification submissions: under review, oldest first, or the decided ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { kycList } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { Pager } from '../../ui/Pager';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { KYC_STATES, PAGE_SIZE } from './states';

export default function KycQueue() {
  const { t } = useLingui();
  const [state, setState] = useState('review');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => kycList(state, { page, limit: PAGE_SIZE }), [state, page]);
  return (
    <section>
      <h1>
        <Trans>Identity verification</Trans>
      </h1>
      <StateTabs
        states={KYC_STATES}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`No submissions here.`}>
        {(rows) => (
          <>
            <table>
              <thead>
                <tr>
                  <th>
                    <Trans>Submitted</Trans>
                  </th>
                  <th>
                    <Trans>User</Trans>
                  </th>
                  <th>
                    <Trans>Level</Trans>
                  </th>
                  <th>
                    <Trans>Name</Trans>
                  </th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{dateTime(r.submitted_at)}</td>
                    <td>{r.email ?? r.mobile}</td>
                    <td>{r.level}</td>
                    <td>{r.name}</td>
                    <td>
                      <Link to={`/kyc/${r.id}`}>
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
