// Seconds options: what the product did (stakes taken and paid out per currency) and the published
// terms of each duration, which administrators edit and add (audited). There is deliberately no
// action here, or anywhere in the back office, that touches an open option or an outcome.
import { Trans } from '@lingui/react/macro';
import { SettingsNote } from '../../ui/SettingsPage';
import { DurationsPanel } from './DurationsPanel';
import { SummaryPanel } from './SummaryPanel';

export default function Options() {
  return (
    <section>
      <h1>
        <Trans>Seconds options</Trans>
      </h1>
      <SettingsNote
        testId="options-note"
        audit={[{ action: 'options.duration.save', label: <Trans>Changes in the audit log</Trans> }]}
      >
        <Trans>
          Edits apply to new options only: an open option keeps the payout ratio it was made under and settles on the
          recorded ticks by the published rule. No back-office action can change an open option or an outcome — there is
          none, by design.
        </Trans>{' '}
        <Trans>The product is switched on and off for the whole site in Site configuration (xstype1).</Trans>
      </SettingsNote>
      <SummaryPanel />
      <DurationsPanel />
    </section>
  );
}
