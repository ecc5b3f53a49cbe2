import { Trans } from '@lingui/react/macro';
import { ComingTab } from '../../ui/ComingTab';

/** Market tab (spec §2 quotation list): quotes arrive with the market-data feature. */
export default function Market() {
  return <ComingTab title={<Trans>Market</Trans>} />;
}
