// Identity verification submissions: under review, oldest first, or the decided ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { kycList } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { ReviewQueue } from './ReviewQueue';
import { KYC_STATES } from './states';

export default function KycQueue() {
  const { t } = useLingui();
  return (
    <ReviewQueue
      title={<Trans>Identity verification</Trans>}
      empty={t`No submissions here.`}
      states={KYC_STATES}
      list={kycList}
    >
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
        </>
      )}
    </ReviewQueue>
  );
}
