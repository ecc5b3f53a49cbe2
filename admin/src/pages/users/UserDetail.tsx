// One user: profile, identity verification, balances, the latest bill lines, sessions and security
// activity; for administrators also freezing the login, lifting a security freeze and balance
// adjustments.
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { userDetail } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { Fact } from '../../ui/Fact';
import { Empty, LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { AdjustForm, FreezeForm } from './UserActions';
import { LiftFreezeForm, SecurityActivity, SecurityFacts } from './UserSecurity';

export default function UserDetail() {
  const { id = '' } = useParams();
  const { operator } = useSnapshot(adminSession);
  const loaded = useLoad(() => userDetail(id), [id]);
  return (
    <section>
      <p>
        <Link to="/users">
          ← <Trans>Find a user</Trans>
        </Link>
      </p>
      <LoadState loaded={loaded}>
        {({ user, kyc, balances, bills, sessions, security }) => (
          <>
            <h1>{user.email ?? (user.mobile ? `+${user.area_code} ${user.mobile}` : user.id)}</h1>
            <dl className="facts">
              <Fact label="id" className="mono">
                {user.id}
              </Fact>
              <Fact label={<Trans>Nickname</Trans>}>{user.nickname ?? '—'}</Fact>
              <Fact label={<Trans>Registered</Trans>}>{dateTime(user.created_at)}</Fact>
              <Fact label={<Trans>Login</Trans>} data-testid="login-state">
                {user.login_frozen ? <Trans>Frozen</Trans> : <Trans>Active</Trans>}
              </Fact>
              <Fact label={<Trans>Verification level</Trans>}>{kyc.level}</Fact>
              <Fact label={<Trans>Authenticator</Trans>}>
                {user.totp_enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
              </Fact>
              <SecurityFacts user={user} />
            </dl>

            <h2>
              <Trans>Identity verification</Trans>
            </h2>
            {kyc.submissions.length === 0 ? (
              <Empty>
                <Trans>No submission.</Trans>
              </Empty>
            ) : (
              <ul className="plain">
                {kyc.submissions.map((s) => (
                  <li key={s.id}>
                    <Link to={`/kyc/${s.id}`}>
                      L{s.level} · {s.state}
                    </Link>{' '}
                    · {dateTime(s.submitted_at)} {s.reason ? `· ${s.reason}` : ''}
                  </li>
                ))}
              </ul>
            )}

            <h2>
              <Trans>Balances</Trans>
            </h2>
            {balances.length === 0 ? (
              <Empty>
                <Trans>No balance.</Trans>
              </Empty>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th>
                      <Trans>Account</Trans>
                    </th>
                    <th>
                      <Trans>Currency</Trans>
                    </th>
                    <th>
                      <Trans>Available</Trans>
                    </th>
                    <th>
                      <Trans>Frozen</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {balances.map((b) => (
                    <tr key={`${b.account}-${b.currency}`}>
                      <td>{b.account}</td>
                      <td>{b.currency}</td>
                      <td className="num">{b.available}</td>
                      <td className="num">{b.frozen}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}

            <h2>
              <Trans>Latest bill lines</Trans>
            </h2>
            {bills.length === 0 ? (
              <Empty>
                <Trans>No bill lines.</Trans>
              </Empty>
            ) : (
              <table>
                <tbody>
                  {bills.map((b) => (
                    <tr key={`${b.id}-${b.account}-${b.currency}`}>
                      <td>{dateTime(b.created_at)}</td>
                      <td>{b.kind}</td>
                      <td>{b.account}</td>
                      <td className="num">
                        {b.available} {b.currency}
                      </td>
                      <td className="muted">{b.memo?.reason ? String(b.memo.reason) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}

            <h2>
              <Trans>Sessions</Trans>
            </h2>
            {sessions.length === 0 ? (
              <Empty>
                <Trans>No session.</Trans>
              </Empty>
            ) : (
              <table>
                <tbody>
                  {sessions.map((s) => (
                    <tr key={s.id}>
                      <td>{dateTime(s.created_at)}</td>
                      <td>{s.ip}</td>
                      <td className="muted ellipsis">{s.user_agent}</td>
                      <td>{s.revoked_at ? <Trans>Ended</Trans> : <Trans>Live</Trans>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}

            <h2>
              <Trans>Security activity</Trans>
            </h2>
            <SecurityActivity events={security} />

            {can(operator?.role, 'users.write') ? (
              <div className="two">
                <FreezeForm id={user.id} frozen={user.login_frozen} onDone={loaded.reload} />
                {user.security_frozen_at !== null ? <LiftFreezeForm id={user.id} onDone={loaded.reload} /> : null}
                <AdjustForm id={user.id} onDone={loaded.reload} />
              </div>
            ) : null}
          </>
        )}
      </LoadState>
    </section>
  );
}
