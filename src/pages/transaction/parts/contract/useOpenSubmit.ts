// Sending a contract order: the confirm step, the send, and where a refusal belongs. One
// Idempotency-Key per intended order (instrument, direction, type, lots, multiple, limit, stops):
// it changes when any of them does, or once the server has answered; confirming again after a
// dropped connection sends the same one, so a position is never opened twice. A refusal (translated
// by the server) is placed by checking the order again against the deal loaded after it: lots out
// of range, a limit or a stop on the wrong side, or too little balance land at their field; the
// rest (market closed, multiple no longer offered…) beside the open buttons.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { LeverDirection, LeverPosition } from '../../../../../contract/lever';
import { ApiError } from '../../../../api/client';
import { openPosition } from '../../../../api/lever';
import type { OpenEstimate, OrderField } from '../../../../lib/lever';
import { showToast } from '../../../../state/ui';

export type ContractOrder = {
  type: LeverDirection;
  share: number;
  multiple: number;
  /** null for a market order. */
  limit: string | null;
  /** The price the estimate was made at (the limit, or the last price). */
  price: string;
  takeProfit: string | null;
  stopLoss: string | null;
  estimate: OpenEstimate;
};

export type Confirming = ContractOrder & { key: string };

export type Refusal = { message: string; at: OrderField };

export function useOpenSubmit({
  pair,
  identity,
  onPlaced,
  placeOf,
}: {
  pair: { currency_id: number; legal_id: number };
  /** What the order is, as typed: a new key whenever it changes. */
  identity: string;
  onPlaced: (position: LeverPosition) => void;
  /** Where a refusal of this order belongs, judged on data loaded after it. */
  placeOf: (order: ContractOrder) => Promise<OrderField>;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Rises whenever the server has answered, so the next order gets a key of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [pair.currency_id, pair.legal_id, identity, answered]);

  const review = (order: ContractOrder) => {
    setRefusal(null);
    setSendError(null);
    setConfirming({ ...order, key });
  };

  const send = async () => {
    const c = confirming;
    if (!c) return;
    setBusy(true);
    setSendError(null);
    try {
      const position = await openPosition(
        {
          pair,
          share: c.share,
          multiple: c.multiple,
          type: c.type,
          limit: c.limit,
          takeProfit: c.takeProfit,
          stopLoss: c.stopLoss,
        },
        c.key,
        { quiet: true },
      );
      setConfirming(null);
      setAnswered((n) => n + 1);
      onPlaced(position);
      showToast(position.status === 0 ? t`Limit order placed` : t`Position opened`);
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification')) {
        setConfirming(null);
        setAnswered((n) => n + 1);
        showToast(err.message);
        setRefusal({ message: err.message, at: await placeOf(c) });
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
