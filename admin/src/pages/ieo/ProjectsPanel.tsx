// The IEO projects with their terms, stage and subscription (asked of the supply, orders, payment
// committed; the allocation ratio once allocated); administrators edit one at a time or add one.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminIeoProject } from '../../../../contract/ieo';
import { grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { offeredColumn, SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
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
  const { i18n } = useLingui();
  const edit = useEditing<number, { title: string; added: boolean }>();
  const { editing } = edit;
  const current = editing === 'new' ? undefined : projects.find((p) => p.id === editing);
  const title = edit.saved?.title;

  return (
    <SettingsPanel
      titleId="ieo-projects-title"
      title={<Trans>Projects</Trans>}
      refresh={{ loading, onRefresh }}
      add={
        editable
          ? { label: <Trans>Add a project</Trans>, open: editing === 'new', onClick: () => edit.open('new') }
          : null
      }
      saved={
        edit.saved === null ? null : edit.saved.added ? <Trans>Added {title}.</Trans> : <Trans>Saved {title}.</Trans>
      }
    >
      {editing === 'new' || current ? (
        <ProjectForm
          key={editing ?? ''}
          project={current}
          onSaved={(p) => {
            edit.done({ title: p.title, added: editing === 'new' });
            onSaved(p);
          }}
          onCancel={edit.close}
        />
      ) : null}
      {projects.length === 0 ? (
        <Empty>
          <Trans>No IEO project yet: the launchpad is empty for customers.</Trans>
        </Empty>
      ) : (
        <SettingsTable
          {...projectsTable(i18n)}
          rows={projects}
          edit={editable ? { editing, onEdit: edit.open } : null}
        />
      )}
    </SettingsPanel>
  );
}

function Ratio({ project: p }: { project: AdminIeoProject }) {
  const ratio = p.ratio === null ? null : percentOf(p.ratio);
  return (
    <>
      {p.ratio === null ? '—' : `${ratio ?? p.ratio} %`}
      {p.allocated_at === null ? null : (
        <>
          <br />
          <span className="muted">{utcText(p.allocated_at)}</span>
        </>
      )}
    </>
  );
}

function Release({ project: p }: { project: AdminIeoProject }) {
  const lock = p.lock_days;
  const parts = p.release_parts;
  const every = p.release_days;
  return parts === 1 ? (
    <Trans>{lock} days locked, then released at once</Trans>
  ) : (
    <Trans>
      {lock} days locked, then {parts} parts every {every} days
    </Trans>
  );
}

const projectsTable = (i18n: I18n): TableSpec<AdminIeoProject, number> => ({
  testId: 'ieo-projects',
  keyOf: (p) => p.id,
  rowTestId: (p) => `ieo-project-${p.id}`,
  columns: [
    { head: <Trans>Project</Trans>, cell: (p) => p.title },
    { head: <Trans>Token</Trans>, cell: (p) => p.currency_name },
    { head: <Trans>Price</Trans>, cell: (p) => `${p.price} ${p.pay_currency}`, num: true },
    { head: <Trans>Stage</Trans>, cell: (p) => i18n._(STAGE_LABELS[p.time_status]) },
    {
      head: <Trans>Asked / supply (tokens)</Trans>,
      cell: (p) => `${grouped(p.total_sell)} / ${grouped(p.amount)} (${p.percentage} %)`,
      num: true,
    },
    { head: <Trans>Orders</Trans>, cell: (p) => p.orders, num: true },
    { head: <Trans>Committed</Trans>, cell: (p) => `${grouped(p.committed)} ${p.pay_currency}`, num: true },
    {
      head: <Trans>Allocated ratio</Trans>,
      cell: (p) => <Ratio project={p} />,
      num: true,
      title: (p) => p.ratio ?? undefined,
    },
    {
      head: <Trans>Least order / per-user cap</Trans>,
      cell: (p) => `${grouped(p.min_amount)} / ${grouped(p.user_cap)}`,
      num: true,
    },
    {
      head: <Trans>Shown from / start / end</Trans>,
      cell: (p) => (
        <>
          {utcText(p.show_at)}
          <br />
          {utcText(p.start_at)}
          <br />
          {utcText(p.end_at)}
        </>
      ),
      num: true,
    },
    { head: <Trans>Release</Trans>, cell: (p) => <Release project={p} /> },
    offeredColumn(),
    updatedColumn(),
  ],
});
