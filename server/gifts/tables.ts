import type { GiftMode } from '../../contract/gift-rules';
import type { GiftState } from '../../contract/gifts';

/**
 * A gift: the amount frozen in the sender's balance (`sender` is a ledger holder: `user:<id>`, or
 * the demo desk's `system:gift-demo`), its parts drawn at send time (`shares`, a JSON list of
 * amounts in claim order) and how far claims have taken them. The state moves open → done (every
 * part claimed) or open → expired (the rest given back), once, in the transaction of its entry.
 */
export interface GiftTable {
  id: string;
  code: string;
  sender: string;
  /** The sending user's id; null for the demo gift. */
  user_id: string | null;
  account: number;
  currency: string;
  amount: string;
  parts: number;
  mode: GiftMode;
  message: string;
  shares: string;
  claimed_count: number;
  claimed_amount: string;
  refunded: string | null;
  state: GiftState;
  demo: number;
  expires_at: number;
  created_at: number;
  closed_at: number | null;
}

/** One part taken: at most one per (gift, user) and per (gift, part). */
export interface GiftClaimTable {
  id: string;
  gift_id: string;
  user_id: string;
  part: number;
  amount: string;
  entry_id: string;
  created_at: number;
}
