// The IEO launchpad: each project's terms, its stage and what has been asked of it (and, once
// ended, the allocation ratio); administrators add a project or edit one (checked, confirmed and
// audited), reviewers read. A project's terms are fixed once it opens: what customers committed to
// cannot change under them.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AdminIeoProject } from '../../../../contract/ieo';
import { ieoProjects } from '../../api/calls';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ProjectsPanel } from './ProjectsPanel';

export default function Ieo() {
  const { operator } = useSnapshot(adminSession);
  const editable = can(operator?.role, 'products.write');
  const loaded = useLoad(() => ieoProjects(), []);
  // A save answers with the project saved: merged into the list until a load brings a newer one.
  const [replied, setReplied] = useState<AdminIeoProject[] | null>(null);
  const fresh = loaded.data;
  useEffect(() => {
    if (fresh) setReplied(null);
  }, [fresh]);
  const list = replied ?? loaded.data;
  const shown = { ...loaded, data: list };
  const merge = (p: AdminIeoProject) => {
    const before = list ?? [];
    setReplied(before.some((x) => x.id === p.id) ? before.map((x) => (x.id === p.id ? p : x)) : [p, ...before]);
  };
  return (
    <section>
      <h1>
        <Trans>IEO launchpad</Trans>
      </h1>
      <p className="card" role="note" data-testid="ieo-note">
        <Trans>
          A project sells a fixed supply of a token at a fixed price between its start and end. When it ends every order
          gets what it asked for if the supply covers all that was asked, otherwise its share (asked × supply ÷ all
          asked, whole tokens), and the rest of its payment back. Its terms (token, pay currency, price, supply, least
          order, per-user cap, start and release plan) are fixed once it opens. All times are UTC.
        </Trans>
        {can(operator?.role, 'audit') ? (
          <>
            {' '}
            <Link to="/audit?action=ieo.project.save">
              <Trans>Project changes in the audit log</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <LoadState loaded={shown}>
        {(projects) => (
          <ProjectsPanel
            projects={projects}
            editable={editable}
            loading={loaded.loading}
            onRefresh={loaded.reload}
            onSaved={merge}
          />
        )}
      </LoadState>
    </section>
  );
}
