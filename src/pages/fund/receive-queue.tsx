// The recharge screen's queue: recharges kept on this device, with their amount and coin.
import { useLingui } from '@lingui/react/macro';
import { groupDigits } from '../../lib/format';
import { UploadQueueList } from '../../ui/UploadQueueList';

export function QueuedRecharges() {
  const { t } = useLingui();
  return (
    <UploadQueueList
      purpose="recharge"
      title={t`Recharges on this device`}
      label={(item) => `${groupDigits(item.fields.amount ?? '')} ${item.fields.coin ?? ''}`}
    />
  );
}
