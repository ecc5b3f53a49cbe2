// Declared recharges: under review, oldest first, or the decided ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { rechargeList } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { ReviewQueue } from './ReviewQueue';

export default function RechargeQueue() {
  const { t } = useLingui();
  return (
    <ReviewQueue title={<Trans>Recharges</Trans>} empty={t`No recharges here.`} list={rechargeList}>
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
        </>
      )}
    </ReviewQueue>
  );
}
