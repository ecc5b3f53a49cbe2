import { Trans } from '@lingui/react/macro';
import { ComingTab } from '../../ui/ComingTab';

/** Finance tab: arrives with lock mining, IEO and invest products. */
export default function Financial() {
  return <ComingTab title={<Trans>Finance</Trans>} />;
}
