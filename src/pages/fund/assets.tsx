import { Trans } from '@lingui/react/macro';
import { ComingTab } from '../../ui/ComingTab';

/** Assets tab (signed-in users only): balances arrive with the wallet and ledger. */
export default function Assets() {
  return <ComingTab title={<Trans>Assets</Trans>} />;
}
