// Dual investment: the plans each day's products are listed from (administrators add or edit one,
// checked, confirmed and audited; reviewers read), and the products listed, with what was sold and
// the tick each settled on. A product keeps the terms it was listed with: editing a plan reaches
// the products listed after it, never an order.
import { Trans } from '@lingui/react/macro';
import type { DualPlan } from '../../../../contract/dual';
import { dualPlans } from '../../api/calls';
import { withSaved } from '../../lib/terms';
import { SettingsNote, useEditable, useReplied } from '../../ui/SettingsPage';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ListedPanel } from './ListedPanel';
import { PlansPanel } from './PlansPanel';

export default function Dual() {
  const editable = useEditable();
  const loaded = useLoad(() => dualPlans(), []);
  // A save answers with the plan saved: merged into the list.
  const { shown, reply } = useReplied(loaded);
  const merge = (p: DualPlan) => reply(withSaved(shown.data ?? [], p, 'last'));
  return (
    <section>
      <h1>
        <Trans>Dual investment</Trans>
      </h1>
      <SettingsNote
        testId="dual-note"
        audit={[{ action: 'dual.plan.save', label: <Trans>Plan changes in the audit log</Trans> }]}
      >
        <Trans>
          Products are listed each day from the plans below, the linked price set from the coin's recorded price at
          listing. A call ("sell high") takes the coin and a put ("buy low") takes USDT; at maturity each settles on the
          coin's first recorded tick at or after its settlement time. Editing a plan reaches the products listed after
          it; products already listed, and their orders, keep their terms.
        </Trans>
      </SettingsNote>
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
