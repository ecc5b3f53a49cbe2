// Subscribing to an IEO project: the confirm step, the send, and what a refusal means (as
// lockming/useSubscribe.ts does for earn). One Idempotency-Key per intended order (project and
// amount): it changes when either does, or once the server has answered; confirming again after a
// dropped connection sends the same one, so a payment is never committed twice. A refusal
// (translated by the server: not open, below the minimum, above the cap, price changed,
// insufficient balance…) is toasted and kept at the amount field.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { IeoDetail, IeoProject } from '../../../contract/ieo';
import { ApiError } from '../../api/client';
import { subscribeIeo } from '../../api/ieo';
import type { AllocationExample } from '../../lib/ieo';
import { showToast } from '../../state/ui';

export type IeoConfirming = {
  project: IeoProject;
  /** Whole tokens, as sent. */
  amount: string;
  /** amount × price, committed (frozen) until the end. */
  payment: string;
  example: AllocationExample | null;
  key: string;
};

export function useIeoSubscribe({
  projectId,
  amount,
  onDone,
}: {
  projectId: number;
  amount: string;
  onDone: (detail: IeoDetail) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<IeoConfirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Rises whenever the server has answered, so the next order gets a key of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [projectId, amount.trim(), answered]);

  const review = (c: Omit<IeoConfirming, 'key'>) => {
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
      // Not quiet: a refusal is also the usual toast. The price and currency shown are sent, so a
      // price that changed meanwhile is refused rather than charged.
      const detail = await subscribeIeo(
        { project_id: c.project.id, amount: c.amount, pay_currency: c.project.pay_currency, price: c.project.price },
        c.key,
      );
      setConfirming(null);
      setAnswered((n) => n + 1);
      showToast(t`Subscribed: the payment is committed until the end`);
      onDone(detail);
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
