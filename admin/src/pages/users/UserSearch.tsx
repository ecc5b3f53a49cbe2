// Finding a user by e-mail, phone, nickname, invite code or id (up to 20 answers).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { searchUsers } from '../../api/calls';
import { errorText } from '../../api/client';
import type { UserRow } from '../../api/types';
import { dateTime } from '../../lib/format';
import { Empty, ErrorNote, Loading } from '../../ui/states';

export default function UserSearch() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<UserRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setRows(await searchUsers(q.trim()));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1>
        <Trans>Find a user</Trans>
      </h1>
      <form className="inline" onSubmit={search}>
        <input
          type="search"
          aria-label={t`Search`}
          placeholder={t`E-mail, phone, nickname, invite code or id`}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="primary" disabled={busy}>
          <Trans>Search</Trans>
        </button>
      </form>
      <ErrorNote text={error} />
      {busy ? <Loading /> : null}
      {rows && !busy ? (
        rows.length === 0 ? (
          <Empty>
            <Trans>No user matches.</Trans>
          </Empty>
        ) : (
          <table>
            <thead>
              <tr>
                <th>
                  <Trans>E-mail</Trans>
                </th>
                <th>
                  <Trans>Phone</Trans>
                </th>
                <th>
                  <Trans>Nickname</Trans>
                </th>
                <th>
                  <Trans>Registered</Trans>
                </th>
                <th>
                  <Trans>Login</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u.id}>
                  <td>
                    <Link to={`/users/${u.id}`}>{u.email ?? '—'}</Link>
                  </td>
                  <td>{u.mobile ? `+${u.area_code} ${u.mobile}` : '—'}</td>
                  <td>{u.nickname ?? ''}</td>
                  <td>{dateTime(u.created_at)}</td>
                  <td>{u.login_frozen ? <Trans>Frozen</Trans> : <Trans>Active</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </section>
  );
}
