// The IEO launchpad: each project's terms, its stage and what has been asked of it (and, once
// ended, the allocation ratio); administrators add a project or edit one (checked, confirmed and
// audited), reviewers read. A project's terms are fixed once it opens: what customers committed to
// cannot change under them.
import { Trans } from '@lingui/react/macro';
import type { AdminIeoProject } from '../../../../contract/ieo';
import { ieoProjects } from '../../api/calls';
import { withSaved } from '../../lib/terms';
import { SettingsNote, useEditable, useReplied } from '../../ui/SettingsPage';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ProjectsPanel } from './ProjectsPanel';

export default function Ieo() {
  const editable = useEditable();
  const loaded = useLoad(() => ieoProjects(), []);
  // A save answers with the project saved: merged into the list, a new one first.
  const { shown, reply } = useReplied(loaded);
  const merge = (p: AdminIeoProject) => reply(withSaved(shown.data ?? [], p, 'first'));
  return (
    <section>
      <h1>
        <Trans>IEO launchpad</Trans>
      </h1>
      <SettingsNote
        testId="ieo-note"
        audit={[{ action: 'ieo.project.save', label: <Trans>Project changes in the audit log</Trans> }]}
      >
        <Trans>
          A project sells a fixed supply of a token at a fixed price between its start and end. When it ends every order
          gets what it asked for if the supply covers all that was asked, otherwise its share (asked × supply ÷ all
          asked, whole tokens), and the rest of its payment back. Its terms (token, pay currency, price, supply, least
          order, per-user cap, start and release plan) are fixed once it opens. All times are UTC.
        </Trans>
      </SettingsNote>
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
