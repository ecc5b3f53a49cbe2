// A money-moving action (subscribe, buy, open, stake, pay, bid, resell): the confirm step, the send,
// and what the server's answer means. Every product's submit goes through it, so the rules live once:
// - One Idempotency-Key per intended action. It changes when the action's identity (the inputs the
//   caller names) changes, or once the server has answered definitively; confirming again after a
//   dropped connection sends the same one, so nothing is done twice.
// - A refusal (a definite answer) closes the sheet, keeps the form as typed and holds the reason
//   (its code, and the field the caller places it at) until the next review or edit.
// - An unknown outcome (network, timeout, server error) keeps the sheet open with the message and
//   the same key for a retry. An ended session closes the sheet (the client sends to the login).
// - One send at a time: a second tap while sending is ignored.
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { showToast } from './ui';

/** The action as confirmed, with the key it is sent under. */
export type Keyed<C> = C & { key: string };

/** A definite refusal: the server's (translated) reason, its code, and where the caller placed it. */
export type MoneyRefusal<F> = { message: string; code: string | undefined; at: F };

type Step<C, F> =
  | { status: 'idle' }
  | { status: 'confirming'; action: Keyed<C> }
  | { status: 'sending'; action: Keyed<C> }
  /** The answer was lost: the sheet stays with the message, and Confirm re-sends under the same key. */
  | { status: 'unknown'; action: Keyed<C>; message: string }
  | { status: 'refused'; refusal: MoneyRefusal<F> }
  | { status: 'done' };

export type MoneyActionStatus = Step<unknown, unknown>['status'];

export type MoneyActionOptions<C, R, F> = {
  /** What makes the action the one intended (product, amount…): a new key whenever it changes. */
  identity: readonly unknown[];
  /** Identity chosen only in the review itself (options: the direction), one key per value. */
  keyPart?: (action: C) => string;
  send: (action: C, key: string) => Promise<R>;
  /** Toasted once done. */
  toast?: string | ((reply: R, action: C) => string);
  onDone?: (reply: R, action: C) => void;
  /** Where a refusal belongs (a field, or beside the buttons), judged after it came. */
  placeRefusal?: (err: ApiError, action: C) => F | Promise<F>;
  /** A refusal that leaves nothing done and the sheet open (a wrong pay password): same key, no close. */
  heldOpen?: (err: ApiError) => boolean;
};

const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification');

export function useMoneyAction<C, R, F = null>({
  identity,
  keyPart,
  send: sendWith,
  toast,
  onDone,
  placeRefusal,
  heldOpen,
}: MoneyActionOptions<C, R, F>) {
  const [step, setStep] = useState<Step<C, F>>({ status: 'idle' });
  /** Rises whenever the server has answered, so the next action gets a key of its own. */
  const [answered, setAnswered] = useState(0);
  /** Set from the tap to the answer, before a render could disable the button. */
  const inFlight = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the keys' identity
  const keys = useMemo(() => new Map<string, string>(), [JSON.stringify(identity), answered]);
  const keyOf = (action: C) => {
    const part = keyPart?.(action) ?? '';
    const key = keys.get(part) ?? crypto.randomUUID();
    keys.set(part, key);
    return key;
  };

  const open = step.status === 'confirming' || step.status === 'sending' || step.status === 'unknown';

  const review = (action: C) => setStep({ status: 'confirming', action: { ...action, key: keyOf(action) } });

  /** Changes the open sheet's action (what is typed in it), keeping its key. */
  const edit = (change: (action: Keyed<C>) => Keyed<C>) =>
    setStep((s) => (s.status === 'confirming' || s.status === 'unknown' ? { ...s, action: change(s.action) } : s));

  /** Resolves once answered or given up; `true` when the action was done. */
  const send = async (): Promise<boolean> => {
    if (inFlight.current || (step.status !== 'confirming' && step.status !== 'unknown')) return false;
    inFlight.current = true;
    const { key, ...rest } = step.action;
    const action = rest as unknown as C;
    setStep({ status: 'sending', action: step.action });
    try {
      const reply = await sendWith(action, key);
      setAnswered((n) => n + 1);
      setStep({ status: 'done' });
      if (toast) showToast(typeof toast === 'string' ? toast : toast(reply, action));
      onDone?.(reply, action);
      return true;
    } catch (err) {
      if (isRefusal(err) && heldOpen?.(err)) {
        // Nothing was done under the key: the sheet stays for another try.
        setStep({ status: 'confirming', action: step.action });
      } else if (isRefusal(err)) {
        setAnswered((n) => n + 1);
        let at = null as F;
        try {
          if (placeRefusal) at = await placeRefusal(err, action);
        } finally {
          // Placed or not (its reload failed), the answer was a refusal: the sheet closes.
          setStep({ status: 'refused', refusal: { message: err.message, code: err.code, at } });
        }
      } else if (err instanceof ApiError && err.kind !== 'session') {
        setStep({ status: 'unknown', action: step.action, message: err.message });
      } else setStep({ status: 'idle' });
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  return {
    status: step.status,
    confirming: open ? step.action : null,
    busy: step.status === 'sending',
    sendError: step.status === 'unknown' ? step.message : null,
    refusal: step.status === 'refused' ? step.refusal : null,
    review,
    edit,
    send,
    close: () => {
      if (step.status === 'confirming' || step.status === 'unknown') setStep({ status: 'idle' });
    },
    clearRefusal: () => setStep((s) => (s.status === 'refused' ? { status: 'idle' } : s)),
  };
}
