// Operational compliance and risk disclosure (spec §2 setting/operational_compliance): the page from
// GET /operational_compliance — a demo, simulated prices, no advice, restricted products.
import { Trans } from '@lingui/react/macro';
import { ContentPageScreen } from '../common/content-parts';

export default function OperationalCompliance() {
  return <ContentPageScreen keyword="operational_compliance" fallbackTitle={<Trans>Compliance</Trans>} />;
}
