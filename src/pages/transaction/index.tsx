import { Trans } from '@lingui/react/macro';
import { ComingTab } from '../../ui/ComingTab';

/** Trade tab (spec §2 order page): arrives with spot, contract and options trading. */
export default function Transaction() {
  return <ComingTab title={<Trans>Trade</Trans>} />;
}
