// The ledger entries of a lock-mining order, pure (issue 16, ADR 18): the amount is frozen in the
// user's coin account (2) while locked; interest comes from the earn fund (`system:earn`, which may
// owe more than it holds: it stands for the operator's money); an early redemption's penalty goes
// to the fund.
import Decimal from 'decimal.js';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

export const COIN = 2;
export const EARN_FUND = 'system:earn';

const user = (userId: string) => `user:${userId}`;
const post = (holder: string, currency: string, field: Posting['field'], amount: Decimal.Value): Posting => ({
  holder,
  account: holder.startsWith('user:') ? COIN : 0,
  currency,
  field,
  amount: new Decimal(amount).toFixed(),
});
const entry = (
  kind: string,
  actor: string,
  memo: object,
  postings: Posting[],
  requestId?: string | null,
): EntryInput => ({
  kind,
  actor,
  memo,
  requestId,
  postings: postings.filter((p) => !new Decimal(p.amount).isZero()),
});

export const lockEntry = (userId: string, order: string, currency: string, amount: string, requestId: string | null) =>
  entry(
    'earn_lock',
    user(userId),
    { order },
    [
      post(user(userId), currency, 'available', new Decimal(amount).neg()),
      post(user(userId), currency, 'frozen', amount),
    ],
    requestId,
  );

export const interestEntry = (userId: string, order: string, currency: string, interest: string, day: number) =>
  entry('earn_interest', EARN_FUND, { order, day }, [
    post(EARN_FUND, currency, 'available', new Decimal(interest).neg()),
    post(user(userId), currency, 'available', interest),
  ]);

export const releaseEntry = (userId: string, order: string, currency: string, amount: string) =>
  entry('earn_release', EARN_FUND, { order }, [
    post(user(userId), currency, 'frozen', new Decimal(amount).neg()),
    post(user(userId), currency, 'available', amount),
  ]);

export const redeemEntry = (userId: string, order: string, currency: string, amount: string, penalty: string) =>
  entry('earn_redeem', user(userId), { order, penalty }, [
    post(user(userId), currency, 'frozen', new Decimal(amount).neg()),
    post(user(userId), currency, 'available', new Decimal(amount).minus(penalty)),
    post(EARN_FUND, currency, 'available', penalty),
  ]);
