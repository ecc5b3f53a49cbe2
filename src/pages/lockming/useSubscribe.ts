// Subscribing: the confirm step, the send, and what a refusal means. One Idempotency-Key per
// intended order (product and amount): it changes when either does, or once the server has
// answered; confirming again after a dropped connection sends the same one, so an amount is never
// locked twice. A refusal (translated by the server: below the minimum, above a cap, insufficient
// balance, product off…) is toasted and kept at the amount field.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { EarnOrder, EarnProduct } from '../../../contract/earn';
import { ApiError } from '../../api/client';
import { subscribeEarn } from '../../api/earn';
import type { IncomeEstimate } from '../../lib/earn';
import { showToast } from '../../state/ui';

export type Confirming = { product: EarnProduct; amount: string; income: IncomeEstimate; key: string };

export function useSubscribe({
  productId,
  amount,
  onDone,
}: {
  productId: number;
  amount: string;
  onDone: (order: EarnOrder) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Rises whenever the server has answered, so the next order gets a key of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [productId, amount.trim(), answered]);

  const review = (c: Omit<Confirming, 'key'>) => {
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
      const order = await subscribeEarn(c.product.id, c.amount.trim(), c.key);
      setConfirming(null);
      setAnswered((n) => n + 1);
      showToast(t`Subscribed: the amount is locked`);
      onDone(order);
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification')) {
        // A definite answer: back to the form as typed, with the reason at the amount.
        setConfirming(null);
        setAnswered((n) => n + 1);
        setRefusal(err.message);
      } else if (err instanceof ApiError && err.kind !== 'session') {
        // The order may or may not have arrived: confirming again sends the same request.
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
