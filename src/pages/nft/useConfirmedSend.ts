// A money-moving NFT action (buy, bid, pay, resell): the confirm step, the send, and what a refusal
// means, as invest/useBuyDual.ts does. One Idempotency-Key per intended action (`identity`: what
// the action is, e.g. the listing and the raise): it changes when that does, or once the server
// has answered; confirming again after a dropped connection sends the same one, so nothing is paid
// twice. A refusal (translated by the server: outbid, price changed, insufficient balance…) is
// kept for the screen to show at its field.
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';

export function useConfirmedSend<C, R>({
  identity,
  send: sendWith,
  onDone,
}: {
  identity: string;
  send: (confirming: C, key: string) => Promise<R>;
  onDone: (reply: R, confirming: C) => void;
}) {
  const [confirming, setConfirming] = useState<(C & { key: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; code: string | undefined } | null>(null);
  /** Rises whenever the server has answered, so the next action gets a key of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [identity, answered]);

  const review = (c: C) => {
    setRefusal(null);
    setSendError(null);
    setConfirming({ ...c, key });
  };

  /** Resolves once answered or given up; `true` when the action was done. */
  const send = async (): Promise<boolean> => {
    const c = confirming;
    if (!c) return false;
    setBusy(true);
    setSendError(null);
    try {
      // Not quiet: a refusal is also the usual toast.
      const reply = await sendWith(c, c.key);
      setConfirming(null);
      setAnswered((n) => n + 1);
      onDone(reply, c);
      return true;
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification')) {
        // A definite answer: back to the form as it was, with the reason at its field.
        setConfirming(null);
        setAnswered((n) => n + 1);
        setRefusal({ message: err.message, code: err.code });
      } else if (err instanceof ApiError && err.kind !== 'session') {
        // It may or may not have arrived: confirming again sends the same request.
        setSendError(err.message);
      } else setConfirming(null);
      return false;
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
