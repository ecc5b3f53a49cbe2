// When each open option expires on this device's clock, noted from the server's
// `remain_milli_seconds` as each reply or event arrives (lib/options.ts localExpiry): the
// countdowns need no server-time offset, and a device clock that is off does not shorten them.
import type { OptionOrder } from '../../../../../contract/options';
import { localExpiry } from '../../../../lib/options';

const expiries = new Map<string, number>();

/** Notes the expiries of options just received (the newest reply wins). */
export function noteExpiries(orders: readonly OptionOrder[], receivedAt = Date.now()): void {
  for (const o of orders) {
    if (o.status === 1) expiries.set(o.id, localExpiry(o, receivedAt));
    else expiries.delete(o.id);
  }
}

/** When an open option expires here (noted now if it was never seen before). */
export function expiryOf(order: OptionOrder): number {
  let at = expiries.get(order.id);
  if (at === undefined) {
    at = localExpiry(order, Date.now());
    expiries.set(order.id, at);
  }
  return at;
}
