// Crypto gifts on the wire (issue 39; spec §1 home tile "gift"; README "Crypto gifts"). A signed-in
// user sends an amount of a coin to be split among N recipients (equal or random parts, drawn at
// send time: contract/gift-rules.ts) with a message; the amount is frozen in the sender's spot
// account until claimed. Anyone signed in but the sender claims one part once with the gift's code
// (or its link / QR code); what is unclaimed GIFT_HOURS after sending goes back to the sender.
// Amounts are decimal strings; times epoch milliseconds.
import { z } from 'zod';
import { GIFT_MAX_PARTS, GIFT_MESSAGE_MAX, type GiftMode } from './gift-rules';
import { wireDecimal, wireInt } from './numbers';

export type GiftState = 'open' | 'done' | 'expired';

/** POST /gift/send (+ Idempotency-Key): checked by giftProblem; the proof as a withdrawal asks it. */
export const sendGiftRequest = z.object({
  currency: z.string().trim().min(1).max(10),
  amount: wireDecimal(),
  parts: wireInt({ min: 1, max: GIFT_MAX_PARTS }),
  mode: z.enum(['equal', 'random']),
  // Longer than the limit is refused by giftProblem with its own words, not as a malformed field.
  message: z
    .string()
    .max(GIFT_MESSAGE_MAX * 4)
    .default(''),
  pay_password: z.string().max(20).default(''),
  totp_code: z.string().trim().max(20).optional(),
});

/** POST /gift/claim and GET /gift/info: the code as typed (spaces, dashes and case do not matter). */
export const giftCodeRequest = z.object({ code: z.string().trim().min(1).max(40) });

export const giftListRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});

export const giftDetailRequest = z.object({ id: z.string().trim().min(1).max(40) });

/** What anyone with the code sees of a gift (never its code, never the parts not yet claimed). */
export type GiftPublic = {
  id: string;
  /** The sender as shown to others: their nickname, or "Kestrel" for the demo gift. */
  sender_name: string;
  currency: string;
  amount: string;
  parts: number;
  mode: GiftMode;
  message: string;
  claimed_count: number;
  claimed_amount: string;
  state: GiftState;
  expires_at: number;
  created_at: number;
  /** A demo gift of no value (outside production only). */
  demo: boolean;
  /** What the reader took from it, or null. */
  mine: string | null;
  /** The reader sent it. */
  sent_by_me: boolean;
};

export type GiftClaim = {
  id: string;
  /** Which part (0 first). */
  part: number;
  /** The claimer as the sender sees them (nickname). */
  name: string;
  amount: string;
  created_at: number;
};

/** The sender's view: the code, its link path, the claims and what came back. */
export type GiftSent = Omit<GiftPublic, 'mine' | 'sent_by_me'> & {
  code: string;
  /** The app's hash route that claims it; the phone prefixes its own address. */
  link_path: string;
  /** Given back to the sender at expiry, or null before it. */
  refunded: string | null;
  closed_at: number | null;
  claims: GiftClaim[];
};

export type GiftSentPage = { list: GiftSent[]; total: number; page: number; limit: number };

/** A part the reader claimed, with the gift it came from. */
export type GiftReceived = { claim: GiftClaim; gift: GiftPublic };
export type GiftReceivedPage = { list: GiftReceived[]; total: number; page: number; limit: number };

/** GET /gift/config: what the send screen offers. */
export type GiftConfig = {
  coins: { currency: string; unit: string }[];
  max_parts: number;
  message_max: number;
  hours: number;
  /** The demo gift's code to try (outside production), or null. */
  demo_code: string | null;
};

/** The back office's read-only list (GET /admin/gift/list). */
export const adminGiftListRequest = z.object({
  state: z.enum(['open', 'done', 'expired', 'all']).default('all'),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(20),
});

export type AdminGift = Omit<GiftSent, 'code' | 'link_path' | 'claims'> & {
  /** The sender's user id, or the system holder for a demo gift. */
  sender: string;
  /** The code's first three characters: enough to find a gift a customer names, not to claim it. */
  code_hint: string;
};
export type AdminGiftPage = { list: AdminGift[]; total: number; page: number; limit: number };
