// The ledger entries of dual investment, pure (issue 16, ADR 19): the amount is frozen in the
// user's coin account (2) until maturity; then it goes to the desk (`system:dual`, the
// counterparty of every product, which may owe more than it holds) and the desk pays the payout.
import Decimal from 'decimal.js';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

export const COIN = 2;
export const DESK = 'system:dual';

const user = (userId: string) => `user:${userId}`;

/** Postings on one balance and field summed into one, zeros dropped. */
function merged(postings: Posting[]): Posting[] {
  const sums = new Map<string, Posting>();
  for (const p of postings) {
    const key = `${p.holder}|${p.account}|${p.currency}|${p.field}`;
    const had = sums.get(key);
    sums.set(key, { ...p, amount: new Decimal(had?.amount ?? 0).plus(p.amount).toFixed() });
  }
  return [...sums.values()].filter((p) => !new Decimal(p.amount).isZero());
}

const post = (holder: string, currency: string, field: Posting['field'], amount: Decimal.Value): Posting => ({
  holder,
  account: holder.startsWith('user:') ? COIN : 0,
  currency,
  field,
  amount: new Decimal(amount).toFixed(),
});

export const buyEntry = (
  userId: string,
  order: string,
  currency: string,
  amount: string,
  requestId: string | null,
): EntryInput => ({
  kind: 'dual_buy',
  actor: user(userId),
  memo: { order },
  requestId,
  postings: merged([
    post(user(userId), currency, 'available', new Decimal(amount).neg()),
    post(user(userId), currency, 'frozen', amount),
  ]),
});

export const settleEntry = (
  o: { user_id: string; id: string; invest_currency: string; amount: string },
  payout: { currency: string; payout: string },
  tickId: number,
): EntryInput => ({
  kind: 'dual_settle',
  actor: DESK,
  memo: { order: o.id, tick_id: tickId },
  postings: merged([
    post(user(o.user_id), o.invest_currency, 'frozen', new Decimal(o.amount).neg()),
    post(DESK, o.invest_currency, 'available', o.amount),
    post(DESK, payout.currency, 'available', new Decimal(payout.payout).neg()),
    post(user(o.user_id), payout.currency, 'available', payout.payout),
  ]),
});
