// Sending an option: the confirm step, the send, and what a refusal means. One Idempotency-Key
// per intended option (instrument, direction, duration, stake): it changes when any of them does,
// or once the server has answered; confirming again after a dropped connection sends the same
// one, so a stake is never taken twice. A refusal (translated by the server) is shown where it
// belongs: the screen's data are loaded again (terms, durations, balance) and checked against the
// refused stake, so "no longer offered" lands at the durations, "out of range" or "insufficient
// balance" at the amount, and anything else (market closed…) beside the Up and Down buttons.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { OptionDirection, OptionDuration, OptionOrder } from '../../../../../contract/options';
import { ApiError } from '../../../../api/client';
import { submitOption } from '../../../../api/options';
import { REFUSAL_CODES, refusalCode } from '../../../../api/refusals';
import { checkStake, type Outcome } from '../../../../lib/options';
import { showToast } from '../../../../state/ui';

export type Confirming = {
  type: OptionDirection;
  duration: OptionDuration;
  stake: string;
  outcome: Outcome;
  currency: string;
  currencyId: number;
  key: string;
};

export type Refusal = { message: string; at: 'duration' | 'amount' | 'action' };

/** The screen's data as loaded again after a refusal (null where it could not be). */
export type Fresh = { durations: OptionDuration[] | null; available: string | null };

export function useStakeSubmit({
  matchId,
  seconds,
  stake,
  onPlaced,
  refresh,
}: {
  matchId: number;
  seconds: number | null;
  stake: string;
  onPlaced: (order: OptionOrder) => void;
  refresh: () => Promise<Fresh>;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Rises whenever the server has answered, so the next option gets keys of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the keys' identity
  const keys = useMemo(
    () => ({ 1: crypto.randomUUID(), 2: crypto.randomUUID() }) as Record<OptionDirection, string>,
    [matchId, seconds, stake.trim(), answered],
  );

  const review = (c: Omit<Confirming, 'key'>) => {
    setRefusal(null);
    setSendError(null);
    setConfirming({ ...c, key: keys[c.type] });
  };

  /** Where a refusal belongs, judged on data loaded after it. */
  const placeOf = async (c: Confirming): Promise<Refusal['at']> => {
    const fresh = await refresh();
    if (!fresh.durations) return 'action';
    const offered = fresh.durations.find((d) => d.seconds === c.duration.seconds);
    if (!offered) return 'duration';
    const problem = checkStake(c.stake, offered, fresh.available);
    return problem ? 'amount' : 'action';
  };

  const send = async () => {
    const c = confirming;
    if (!c) return;
    setBusy(true);
    setSendError(null);
    try {
      const order = await submitOption(
        { matchId, currencyId: c.currencyId, type: c.type, seconds: c.duration.seconds, stake: c.stake },
        c.key,
        { quiet: true },
      );
      setConfirming(null);
      setAnswered((n) => n + 1);
      onPlaced(order);
      showToast(t`Option accepted`);
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification')) {
        // A definite answer: back to the form as typed, with the reason where it belongs.
        setConfirming(null);
        setAnswered((n) => n + 1);
        // "Insufficient balance" says its field by its code, even when the data cannot be reloaded.
        const at = refusalCode(err) === REFUSAL_CODES.insufficientBalance ? 'amount' : await placeOf(c);
        setRefusal({ message: err.message, at });
      } else if (err instanceof ApiError && err.kind !== 'session') {
        // The option may or may not have arrived: confirming again sends the same request.
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
