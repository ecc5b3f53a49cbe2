// Buying shares of a dual-investment product: the confirm step, the send, and what a refusal means.
// One Idempotency-Key per intended purchase (product and share count): it changes when either does,
// or once the server has answered; confirming again after a dropped connection sends the same one,
// so shares are never bought twice. A refusal (translated by the server: sold out, over the limit,
// insufficient balance, not a whole number…) is toasted and kept at the quantity field.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { DualOrder, DualProduct } from '../../../contract/dual';
import { ApiError } from '../../api/client';
import { buyDual } from '../../api/dual';
import type { Outcomes } from '../../lib/dual';
import { showToast } from '../../state/ui';

export type ConfirmingBuy = { product: DualProduct; num: string; outcomes: Outcomes; key: string };

export function useBuyDual({
  productId,
  num,
  onDone,
}: {
  productId: number;
  num: string;
  onDone: (order: DualOrder) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<ConfirmingBuy | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Rises whenever the server has answered, so the next purchase gets a key of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [productId, num.trim(), answered]);

  const review = (c: Omit<ConfirmingBuy, 'key'>) => {
    setRefusal(null);
    setSendError(null);
    setConfirming({ ...c, key });
  };

  const send = async () => {
    const c = confirming;
    if (!c) return;
    setBusy(true);
    setSendError(null);
    try {
      // Not quiet: a refusal is also the usual toast.
      const order = await buyDual(c.product.id, c.num.trim(), c.key);
      setConfirming(null);
      setAnswered((n) => n + 1);
      showToast(t`Purchased: the amount is frozen until settlement`);
      onDone(order);
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification')) {
        // A definite answer: back to the form as typed, with the reason at the quantity.
        setConfirming(null);
        setAnswered((n) => n + 1);
        setRefusal(err.message);
      } else if (err instanceof ApiError && err.kind !== 'session') {
        // The purchase may or may not have arrived: confirming again sends the same request.
        setSendError(err.message);
      } else setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  return {
    confirming,
    busy,
    sendError,
    refusal,
    review,
    send,
    close: () => !busy && setConfirming(null),
    clearRefusal: () => setRefusal(null),
  };
}
