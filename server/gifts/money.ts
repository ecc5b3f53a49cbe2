// The ledger entries of crypto gifts, pure (issue 39). Sending freezes the amount in the sender's
// own balance (the ledger's `frozen`, no side account); a claim moves one part from that frozen
// balance to the claimer's spot (change) account; expiry unfreezes what is left for the sender.
import Decimal from 'decimal.js';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

/** The spot (change) account: where gifts are sent from and claimed into. */
export const SPOT = 2;
/** The demo desk that sends the demo gift (outside production): a system holder, demo money. */
export const GIFT_DEMO = 'system:gift-demo';

export const userHolder = (userId: string) => `user:${userId}`;

type GiftRef = { id: string; sender: string; account: number; currency: string };

const post = (holder: string, account: number, currency: string, field: Posting['field'], amount: Decimal.Value) => ({
  holder,
  account,
  currency,
  field,
  amount: new Decimal(amount).toFixed(),
});

export const sendEntry = (g: GiftRef & { amount: string }, requestId: string | null): EntryInput => ({
  kind: 'gift_send',
  actor: g.sender,
  memo: { gift: g.id },
  requestId,
  postings: [
    post(g.sender, g.account, g.currency, 'available', new Decimal(g.amount).neg()),
    post(g.sender, g.account, g.currency, 'frozen', g.amount),
  ],
});

export const claimEntry = (
  g: GiftRef,
  claimer: string,
  part: number,
  amount: string,
  requestId: string | null,
): EntryInput => ({
  kind: 'gift_claim',
  actor: userHolder(claimer),
  memo: { gift: g.id, part },
  requestId,
  postings: [
    post(g.sender, g.account, g.currency, 'frozen', new Decimal(amount).neg()),
    post(userHolder(claimer), SPOT, g.currency, 'available', amount),
  ],
});

export const refundEntry = (g: GiftRef, rest: string): EntryInput => ({
  kind: 'gift_refund',
  actor: g.sender,
  memo: { gift: g.id },
  postings: [
    post(g.sender, g.account, g.currency, 'frozen', new Decimal(rest).neg()),
    post(g.sender, g.account, g.currency, 'available', rest),
  ],
});
