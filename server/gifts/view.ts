// Gift rows as the wire shows them (contract/gifts.ts): the public view anyone with the code sees,
// the sender's view with the code and the claims, and the back office's. The parts not yet claimed
// are never shown, to anyone.

import { giftClaimPath } from '../../contract/gift-rules';
import type { AdminGift, GiftClaim, GiftPublic, GiftSent } from '../../contract/gifts';
import type { GiftClaimTable, GiftTable } from './tables';

export type GiftRow = GiftTable;
export type ClaimRow = GiftClaimTable;

/** The demo desk's name where a sender's nickname would be. */
const DEMO_SENDER = 'Kestrel';

const base = (g: GiftRow, senderName: string) => ({
  id: g.id,
  sender_name: g.demo ? DEMO_SENDER : senderName,
  currency: g.currency,
  amount: g.amount,
  parts: g.parts,
  mode: g.mode,
  message: g.message,
  claimed_count: g.claimed_count,
  claimed_amount: g.claimed_amount,
  state: g.state,
  expires_at: Number(g.expires_at),
  created_at: Number(g.created_at),
  demo: g.demo === 1,
});

export const claimView = (c: ClaimRow, name: string): GiftClaim => ({
  id: c.id,
  part: c.part,
  name,
  amount: c.amount,
  created_at: Number(c.created_at),
});

export const publicView = (
  g: GiftRow,
  senderName: string,
  reader: { userId: string; mine: string | null },
): GiftPublic => ({
  ...base(g, senderName),
  mine: reader.mine,
  sent_by_me: g.user_id === reader.userId,
});

export const sentView = (g: GiftRow, senderName: string, claims: GiftClaim[]): GiftSent => ({
  ...base(g, senderName),
  code: g.code,
  link_path: giftClaimPath(g.code),
  refunded: g.refunded,
  closed_at: g.closed_at === null ? null : Number(g.closed_at),
  claims,
});

export const adminView = (g: GiftRow, senderName: string): AdminGift => ({
  ...base(g, senderName),
  sender: g.user_id ?? g.sender,
  code_hint: `${g.code.slice(0, 3)}…`,
  refunded: g.refunded,
  closed_at: g.closed_at === null ? null : Number(g.closed_at),
});
