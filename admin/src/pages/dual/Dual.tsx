// Dual investment: the plans each day's products are listed from (administrators add or edit one,
// checked, confirmed and audited; reviewers read), and the products listed, with what was sold and
// the tick each settled on. A product keeps the terms it was listed with: editing a plan reaches
// the products listed after it, never an order.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { DualPlan } from '../../../../contract/dual';
import { dualPlans } from '../../api/calls';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ListedPanel } from './ListedPanel';
import { PlansPanel } from './PlansPanel';

export default function Dual() {
  const { operator } = useSnapshot(adminSession);
  const editable = can(operator?.role, 'products.write');
  const loaded = useLoad(() => dualPlans(), []);
  // A save answers with the plan saved: merged into the list until a load brings a newer one.
  const [replied, setReplied] = useState<DualPlan[] | null>(null);
  const fresh = loaded.data;
  useEffect(() => {
    if (fresh) setReplied(null);
  }, [fresh]);
  const list = replied ?? loaded.data;
  const shown = { ...loaded, data: list };
  const merge = (p: DualPlan) => {
    const before = list ?? [];
    setReplied(before.some((x) => x.id === p.id) ? before.map((x) => (x.id === p.id ? p : x)) : [...before, p]);
  };
  return (
    <section>
      <h1>
        <Trans>Dual investment</Trans>
      </h1>
      <p className="card" role="note" data-testid="dual-note">
        <Trans>
          Products are listed each day from the plans below, the linked price set from the coin's recorded price at
          listing. A call ("sell high") takes the coin and a put ("buy low") takes USDT; at maturity each settles on the
          coin's first recorded tick at or after its settlement time. Editing a plan reaches the products listed after
          it; products already listed, and their orders, keep their terms.
        </Trans>
        {can(operator?.role, 'audit') ? (
          <>
            {' '}
            <Link to="/audit?action=dual.plan.save">
              <Trans>Plan changes in the audit log</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <LoadState loaded={shown}>
        {(plans) => (
          <PlansPanel
            plans={plans}
            editable={editable}
            loading={loaded.loading}
            onRefresh={loaded.reload}
            onSaved={merge}
          />
        )}
      </LoadState>
      <ListedPanel />
    </section>
  );
}
