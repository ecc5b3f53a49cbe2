// Cancelling an order: one Idempotency-Key per order for as long as the screen is open, so a
// retry after a dropped connection is the same request. The order as it ends up (cancelled, or
// filled meanwhile) is handed back to the screen.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { SpotOrder } from '../../../../contract/spot';
import { ApiError } from '../../../api/client';
import { cancelSpotOrder, getSpotOrder } from '../../../api/spot';
import { showToast } from '../../../state/ui';

export function useCancelOrder(onChanged: (order: SpotOrder) => void) {
  const { t } = useLingui();
  const keys = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const cancel = async (order: SpotOrder) => {
    let key = keys.current.get(order.id);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(order.id, key);
    }
    setBusy((s) => new Set(s).add(order.id));
    try {
      const done = await cancelSpotOrder(order.id, key);
      onChanged(done);
      showToast(done.state === 'cancelled' ? t`Order cancelled` : t`The order was filled before it could be cancelled`);
    } catch (err) {
      // Refused (already filled or cancelled, toasted by the API client): show it as it is now.
      if (err instanceof ApiError && err.kind === 'refused')
        getSpotOrder(order.id, { quiet: true, background: true }).then(onChanged, () => undefined);
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(order.id);
        return next;
      });
    }
  };

  return { cancel, busy };
}
