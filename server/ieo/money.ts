// The ledger entries of the launchpad, pure (issue 16, ADR 19). The payment is frozen in the
// user's coin account (2) until the allocation; then the cost goes to the issuer (`system:ieo`,
// which stands for the project: it pays out the tokens sold and may owe more of them than it
// holds), the rest comes back, and the tokens arrive frozen, freed part by part.
import Decimal from 'decimal.js';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

export const COIN = 2;
export const ISSUER = 'system:ieo';

const user = (userId: string) => `user:${userId}`;
const post = (holder: string, currency: string, field: Posting['field'], amount: Decimal.Value): Posting => ({
  holder,
  account: holder.startsWith('user:') ? COIN : 0,
  currency,
  field,
  amount: new Decimal(amount).toFixed(),
});
const entry = (kind: string, actor: string, memo: object, postings: Posting[], requestId?: string | null) => ({
  kind,
  actor,
  memo,
  requestId,
  postings: postings.filter((p) => !new Decimal(p.amount).isZero()),
});

export const commitEntry = (
  userId: string,
  order: string,
  currency: string,
  amount: string,
  requestId: string | null,
) =>
  entry(
    'ieo_commit',
    user(userId),
    { order },
    [
      post(user(userId), currency, 'available', new Decimal(amount).neg()),
      post(user(userId), currency, 'frozen', amount),
    ],
    requestId,
  );

export function allocateEntry(
  o: { user_id: string; id: string; pay_currency: string; token: string; committed: string },
  a: { allocated: string; cost: string; refund: string },
): EntryInput {
  const u = user(o.user_id);
  return entry('ieo_allocate', ISSUER, { order: o.id, allocated: a.allocated, refund: a.refund }, [
    post(u, o.pay_currency, 'frozen', new Decimal(o.committed).neg()),
    post(u, o.pay_currency, 'available', a.refund),
    post(ISSUER, o.pay_currency, 'available', a.cost),
    post(ISSUER, o.token, 'available', new Decimal(a.allocated).neg()),
    post(u, o.token, 'frozen', a.allocated),
  ]);
}

export const releaseEntry = (o: { user_id: string; id: string; token: string }, amount: string, part: number) =>
  entry('ieo_release', ISSUER, { order: o.id, part }, [
    post(user(o.user_id), o.token, 'frozen', new Decimal(amount).neg()),
    post(user(o.user_id), o.token, 'available', amount),
  ]);
