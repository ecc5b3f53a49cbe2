// The IEO projects with their terms, stage and subscription (asked of the supply, orders, payment
// committed; the allocation ratio once allocated); administrators edit one at a time or add one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminIeoProject } from '../../../../contract/ieo';
import { dateTime, grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { Empty } from '../../ui/states';
import { ProjectForm } from './ProjectForm';
import { STAGE_LABELS, utcText } from './terms';

export function ProjectsPanel({
  projects,
  editable,
  loading,
  onRefresh,
  onSaved,
}: {
  projects: AdminIeoProject[];
  editable: boolean;
  loading: boolean;
  onRefresh: () => void;
  onSaved: (p: AdminIeoProject) => void;
}) {
  // Editing: a project's id, 'new' for the add form, null for neither.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saved, setSaved] = useState<{ title: string; added: boolean } | null>(null);
  const current = editing === 'new' ? undefined : projects.find((p) => p.id === editing);
  const open = (which: number | 'new') => {
    setSaved(null);
    setEditing(editing === which ? null : which);
  };

  return (
    <section aria-labelledby="ieo-projects-title">
      <div className="row spread">
        <h2 id="ieo-projects-title">
          <Trans>Projects</Trans>
        </h2>
        <div className="row">
          <button type="button" onClick={onRefresh} disabled={loading}>
            {loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
          </button>
          {editable ? (
            <button type="button" onClick={() => open('new')} aria-expanded={editing === 'new'}>
              <Trans>Add a project</Trans>
            </button>
          ) : null}
        </div>
      </div>
      {saved ? <SavedNote title={saved.title} added={saved.added} /> : null}
      {editing === 'new' || current ? (
        <ProjectForm
          key={editing ?? ''}
          project={current}
          onSaved={(p) => {
            setSaved({ title: p.title, added: editing === 'new' });
            setEditing(null);
            onSaved(p);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {projects.length === 0 ? (
        <Empty>
          <Trans>No IEO project yet: the launchpad is empty for customers.</Trans>
        </Empty>
      ) : (
        <ProjectsTable list={projects} editable={editable} editing={editing} onEdit={open} />
      )}
    </section>
  );
}

function SavedNote({ title, added }: { title: string; added: boolean }) {
  return (
    <p className="ok-note" role="status">
      {added ? <Trans>Added {title}.</Trans> : <Trans>Saved {title}.</Trans>}
    </p>
  );
}

function ProjectsTable({
  list,
  editable,
  editing,
  onEdit,
}: {
  list: AdminIeoProject[];
  editable: boolean;
  editing: number | 'new' | null;
  onEdit: (id: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="scroll-x">
      <table data-testid="ieo-projects">
        <thead>
          <tr>
            <th>
              <Trans>Project</Trans>
            </th>
            <th>
              <Trans>Token</Trans>
            </th>
            <th>
              <Trans>Price</Trans>
            </th>
            <th>
              <Trans>Stage</Trans>
            </th>
            <th>
              <Trans>Asked / supply (tokens)</Trans>
            </th>
            <th>
              <Trans>Orders</Trans>
            </th>
            <th>
              <Trans>Committed</Trans>
            </th>
            <th>
              <Trans>Allocated ratio</Trans>
            </th>
            <th>
              <Trans>Least order / per-user cap</Trans>
            </th>
            <th>
              <Trans>Shown from / start / end</Trans>
            </th>
            <th>
              <Trans>Release</Trans>
            </th>
            <th>
              <Trans>Offered</Trans>
            </th>
            <th>
              <Trans>Updated</Trans>
            </th>
            {editable ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {list.map((p) => {
            const ratio = p.ratio === null ? null : percentOf(p.ratio);
            const lock = p.lock_days;
            const parts = p.release_parts;
            const every = p.release_days;
            return (
              <tr key={p.id} data-testid={`ieo-project-${p.id}`}>
                <td>{p.title}</td>
                <td>{p.currency_name}</td>
                <td className="num">
                  {p.price} {p.pay_currency}
                </td>
                <td>{i18n._(STAGE_LABELS[p.time_status])}</td>
                <td className="num">
                  {grouped(p.total_sell)} / {grouped(p.amount)} ({p.percentage} %)
                </td>
                <td className="num">{p.orders}</td>
                <td className="num">
                  {grouped(p.committed)} {p.pay_currency}
                </td>
                <td className="num" title={p.ratio ?? undefined}>
                  {p.ratio === null ? '—' : `${ratio ?? p.ratio} %`}
                  {p.allocated_at === null ? null : (
                    <>
                      <br />
                      <span className="muted">{utcText(p.allocated_at)}</span>
                    </>
                  )}
                </td>
                <td className="num">
                  {grouped(p.min_amount)} / {grouped(p.user_cap)}
                </td>
                <td className="num">
                  {utcText(p.show_at)}
                  <br />
                  {utcText(p.start_at)}
                  <br />
                  {utcText(p.end_at)}
                </td>
                <td>
                  {parts === 1 ? (
                    <Trans>{lock} days locked, then released at once</Trans>
                  ) : (
                    <Trans>
                      {lock} days locked, then {parts} parts every {every} days
                    </Trans>
                  )}
                </td>
                <td>{p.enabled ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                <td className="num">{dateTime(p.updated_at)}</td>
                {editable ? (
                  <td>
                    <button type="button" onClick={() => onEdit(p.id)} aria-expanded={editing === p.id}>
                      {editing === p.id ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
