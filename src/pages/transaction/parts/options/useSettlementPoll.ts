// The fallback for a settlement the socket did not bring (the link was down, the event lost): once
// an open option's countdown is over plus a grace period, its result is asked for (GET
// /microtrade/get_result), again every few seconds while it is still open, a bounded number of times.
import { useEffect, useRef } from 'react';
import type { OptionOrder } from '../../../../../contract/options';
import { getOptionResult } from '../../../../api/options';
import { expiryOf, noteExpiries } from './expiry';

/** How long after expiry the socket is given to bring the result. */
export const SETTLE_GRACE_MS = 2500;
const POLL_EVERY_MS = 3000;
const MAX_POLLS = 20;

export function useSettlementPoll(open: readonly OptionOrder[] | null, apply: (order: OptionOrder) => void) {
  const polls = useRef(new Map<string, { at: number; count: number }>());
  const latest = useRef({ open, apply });
  latest.current = { open, apply };
  const watching = (open ?? []).some((o) => o.status === 1);

  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => {
      const now = Date.now();
      for (const o of latest.current.open ?? []) {
        if (o.status !== 1 || now < expiryOf(o) + SETTLE_GRACE_MS) continue;
        const seen = polls.current.get(o.id) ?? { at: 0, count: 0 };
        if (seen.count >= MAX_POLLS || now - seen.at < POLL_EVERY_MS) continue;
        polls.current.set(o.id, { at: now, count: seen.count + 1 });
        getOptionResult(o.id, { quiet: true, background: true }).then(
          (order) => {
            noteExpiries([order]);
            latest.current.apply(order);
          },
          () => undefined,
        );
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [watching]);
}
