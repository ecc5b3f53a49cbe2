// The audit log (administrators): filter by operator id, action or target id, page through it, and
// download the filtered log as CSV. A link may open it filtered (/audit?action=spot.pair.save).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type AuditFilter, auditExport, auditList } from '../api/calls';
import { errorText } from '../api/client';
import { dateTime } from '../lib/format';
import { Pager } from '../ui/Pager';
import { ErrorNote, LoadState } from '../ui/states';
import { useLoad } from '../ui/useLoad';

const LIMIT = 50;

export default function Audit() {
  // A new query (a link, or the navigation's plain /audit) starts the screen afresh.
  const [params] = useSearchParams();
  return <AuditLog key={params.toString()} params={params} />;
}

function AuditLog({ params }: { params: URLSearchParams }) {
  const { t } = useLingui();
  const [form, setForm] = useState<Required<AuditFilter>>(() => ({
    operator: params.get('operator') ?? '',
    action: params.get('action') ?? '',
    target_id: params.get('target_id') ?? '',
  }));
  const [filter, setFilter] = useState<AuditFilter>(() =>
    Object.fromEntries(Object.entries(form).filter(([, v]) => v)),
  );
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const loaded = useLoad(() => auditList(filter, { page, limit: LIMIT }), [filter, page]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...form });
    setPage(1);
  };

  const download = async () => {
    setExportError(null);
    try {
      const csv = await auditExport(filter);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setExportError(errorText(err));
    }
  };

  return (
    <section>
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      <form className="inline" onSubmit={apply}>
        <input
          aria-label={t`Operator id`}
          placeholder={t`Operator id`}
          value={form.operator}
          onChange={(e) => setForm({ ...form, operator: e.target.value })}
        />
        <input
          aria-label={t`Action`}
          placeholder={t`Action, e.g. recharge.approve`}
          value={form.action}
          onChange={(e) => setForm({ ...form, action: e.target.value })}
        />
        <input
          aria-label={t`Target id`}
          placeholder={t`Target id`}
          value={form.target_id}
          onChange={(e) => setForm({ ...form, target_id: e.target.value })}
        />
        <button type="submit" className="primary">
          <Trans>Filter</Trans>
        </button>
        <button type="button" onClick={download}>
          <Trans>Export CSV</Trans>
        </button>
      </form>
      <ErrorNote text={exportError} />
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={t`No record matches.`}>
        {(rows) => (
          <>
            <table className="audit">
              <thead>
                <tr>
                  <th>
                    <Trans>Time</Trans>
                  </th>
                  <th>
                    <Trans>Operator</Trans>
                  </th>
                  <th>
                    <Trans>Action</Trans>
                  </th>
                  <th>
                    <Trans>Target</Trans>
                  </th>
                  <th>
                    <Trans>Before</Trans>
                  </th>
                  <th>
                    <Trans>After</Trans>
                  </th>
                  <th>IP</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>{dateTime(r.created_at)}</td>
                    <td>{r.operator_email ?? r.operator_id}</td>
                    <td className="mono">{r.action}</td>
                    <td className="mono">
                      {r.target_type} {r.target_id}
                    </td>
                    <td>
                      <Json value={r.before} />
                    </td>
                    <td>
                      <Json value={r.after} />
                    </td>
                    <td className="mono">{r.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} count={rows.length} limit={LIMIT} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}

/** A before/after value: short ones inline, long ones folded. */
function Json({ value }: { value: unknown }) {
  const text = JSON.stringify(value, null, 1);
  if (text.length <= 80) return <code>{JSON.stringify(value)}</code>;
  return (
    <details>
      <summary>
        <code>{JSON.stringify(value).slice(0, 60)}…</code>
      </summary>
      <pre>{text}</pre>
    </details>
  );
}
