// Seconds options: what the product did (stakes taken and paid out per currency) and the published
// terms of each duration, which administrators edit and add (audited). There is deliberately no
// action here, or anywhere in the back office, that touches an open option or an outcome.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { DurationsPanel } from './DurationsPanel';
import { SummaryPanel } from './SummaryPanel';

export default function Options() {
  const { operator } = useSnapshot(adminSession);
  return (
    <section>
      <h1>
        <Trans>Seconds options</Trans>
      </h1>
      <p className="card" role="note" data-testid="options-note">
        <Trans>
          Edits apply to new options only: an open option keeps the payout ratio it was made under and settles on the
          recorded ticks by the published rule. No back-office action can change an open option or an outcome — there is
          none, by design.
        </Trans>{' '}
        <Trans>The product is switched on and off for the whole site in Site configuration (xstype1).</Trans>
        {can(operator?.role, 'audit') ? (
          <>
            {' '}
            <Link to="/audit?action=options.duration.save">
              <Trans>Changes in the audit log</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <SummaryPanel />
      <DurationsPanel />
    </section>
  );
}
