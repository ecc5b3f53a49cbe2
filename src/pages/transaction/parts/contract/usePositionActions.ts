// Closing a position, cancelling an entrust, closing many at once: one Idempotency-Key per
// position (or batch) for as long as the screen is open, so a retry after a dropped connection is
// the same request. The position as it ends up is handed back to the screen; a refusal (market
// closed, already closed…) is toasted by the API client and the lists are loaded again.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { LeverPosition } from '../../../../../contract/lever';
import { ApiError } from '../../../../api/client';
import { type BatchKind, batchClose, cancelEntrust, closePosition } from '../../../../api/lever';
import { showToast } from '../../../../state/ui';

export function usePositionActions(onChanged: (p: LeverPosition) => void, reload: () => void) {
  const { t } = useLingui();
  const keys = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const keyOf = (id: string) => {
    let key = keys.current.get(id);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(id, key);
    }
    return key;
  };
  const run = async (id: string, action: () => Promise<void>) => {
    setBusy((s) => new Set(s).add(id));
    try {
      await action();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'refused') reload();
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };

  const close = (p: LeverPosition) =>
    run(p.id, async () => {
      const done = await closePosition(p.id, keyOf(`close:${p.id}`));
      keys.current.delete(`close:${p.id}`);
      onChanged(done);
      showToast(t`Position closed`);
    });

  const cancel = (p: LeverPosition) =>
    run(p.id, async () => {
      const done = await cancelEntrust(p.id, keyOf(`cancel:${p.id}`));
      keys.current.delete(`cancel:${p.id}`);
      onChanged(done);
      showToast(t`Order cancelled`);
    });

  const batch = (type: BatchKind) =>
    run(`batch:${type}`, async () => {
      const { closed } = await batchClose(type, keyOf(`batch:${type}`));
      keys.current.delete(`batch:${type}`);
      reload();
      showToast(t`Positions closed: ${closed}`);
    });

  return { close, cancel, batch, busy };
}
