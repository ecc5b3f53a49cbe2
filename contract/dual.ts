// Dual investment ("invest") on the wire (spec §1–§5, §7 /dual/*, §9; wire notes; issue 16; ADR 19).
// A product sells whole shares of a fixed size. A call ("sell high") takes the coin; a put ("buy
// low") takes USDT. At maturity it settles on the first recorded tick of its coin at or after the
// settlement instant (the tick's id, price and time are kept on every order), with
// factor = 1 + days × APR ÷ 365:
//   call: price below the linked price → amount × factor in the coin; else amount × linked price × factor in USDT;
//   put:  price at or below the linked price → amount ÷ linked price × factor in the coin; else amount × factor in USDT.
// Products are listed each day from the operator's plans, the linked price set from the coin's
// recorded price at listing. Amounts are decimal strings; times epoch milliseconds.
import { z } from 'zod';
import { wireInt } from './numbers';

export type DualType = 'call' | 'put';
export const DUAL_COINS = ['BTC', 'ETH'] as const;
export type DualCoin = (typeof DUAL_COINS)[number];
/** The wire's `currency_id` for /dual/index (1 BTC, 2 ETH; not the wallet's currency ids). */
export const DUAL_COIN_IDS: Record<DualCoin, number> = { BTC: 1, ETH: 2 };

/** 1 on sale, 2 sale closed (waiting for maturity), 3 settled. */
export type DualStatus = 1 | 2 | 3;

/** GET /dual/index rows (`dual_currencys`) and /dual/detail's product. */
export type DualProduct = {
  id: number;
  /** e.g. "BTC 96,000 call · 7 days" as the screens write it; the wire's name is the coin pair. */
  name: string;
  coin: DualCoin;
  currency_id: number;
  type: DualType;
  /** The linked (strike) price in USDT. */
  exercise_price: string;
  /** Annualised yield as a fraction ('0.25' = 25 %). */
  rate: string;
  days: number;
  /** The sale window, and the settlement instant. */
  start_time: number;
  end_time: number;
  settle_at: number;
  /** One share: this much of `invest_currency` (the coin for a call, USDT for a put). */
  share_size: string;
  invest_currency: string;
  total_number: number;
  purchased_number: number;
  remaining_number: number;
  /** Most shares one user may hold in this product. */
  user_limit: number;
  status: DualStatus;
  /** The coin's price the linked price was set from (its recorded tick), for reference. */
  listed_price: string;
  /** Once settled: the tick it settled on. */
  settle_tick_id: number | null;
  settle_price: string | null;
  settle_time: number | null;
};

/** GET /dual/index {currency_id (default 1), type (default call)} → the products on sale, with the coins' latest prices. */
export const dualIndexRequest = z.object({
  currency_id: wireInt()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  type: z.enum(['call', 'put']).default('call'),
});
export type DualIndex = { dual_currencys: DualProduct[]; last_price: Record<string, string | null> };

/** GET /dual/detail {id} → the product and the reader's shares in it. */
export const dualDetailRequest = z.object({ id: wireInt({ min: 1 }) });
export type DualDetail = { product: DualProduct; mine: number };

/** POST /dual/buyDual {id, num}: `num` whole shares ("quantity must be an integer"). */
export const buyDualRequest = z.object({
  id: wireInt({ min: 1 }),
  num: z.union([z.string(), z.number()]).transform(String),
});

/** 'purchased' (running), 'settling' (matured, waiting for the tick), 'completed' (paid out). */
export type DualOrderState = 'purchased' | 'settling' | 'completed';

/** POST /dual/dual_list rows: an order with the terms it was bought under and how it settled. */
export type DualOrder = {
  id: string;
  product_id: number;
  coin: DualCoin;
  type: DualType;
  exercise_price: string;
  rate: string;
  days: number;
  num: number;
  amount: string;
  invest_currency: string;
  settle_at: number;
  state: DualOrderState;
  /** What maturity pays in each case (known at purchase), and what it paid. */
  payout_if_coin: string;
  payout_if_usdt: string;
  payout: string | null;
  payout_currency: string | null;
  settle_tick_id: number | null;
  settle_price: string | null;
  settle_time: number | null;
  created_at: number;
  settled_at: number | null;
};

/** POST /dual/dual_list {page, limit, state}: the reader's orders, newest first ('open' = not completed). */
export const dualListRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
  state: z.enum(['open', 'completed']).default('open'),
});
export type DualOrderPage = { list: DualOrder[]; total: number; page: number; limit: number };

/** Back office: a plan the day's products are listed from. */
export type DualPlan = {
  id: number;
  coin: DualCoin;
  type: DualType;
  days: number;
  rate: string;
  /** The linked price is the recorded price × (1 + offset) for a call, × (1 − offset) for a put, rounded to `step`. */
  offset: string;
  step: string;
  share_size: string;
  total_number: number;
  user_limit: number;
  enabled: boolean;
  updated_at: number;
};

/** Back office: POST /admin/dual/plan — add (no id) or edit a plan (products already listed keep their terms). */
export const adminDualPlanRequest = z.object({
  id: wireInt({ min: 1 }).optional(),
  coin: z.enum(DUAL_COINS),
  type: z.enum(['call', 'put']),
  days: wireInt({ min: 1, max: 365 }),
  rate: z.string().trim().max(20),
  offset: z.string().trim().max(20),
  step: z.string().trim().max(20),
  share_size: z.string().trim().max(40),
  total_number: wireInt({ min: 1, max: 10_000_000 }),
  user_limit: wireInt({ min: 1, max: 10_000_000 }),
  enabled: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type AdminDualPlanRequest = z.input<typeof adminDualPlanRequest>;

/** Back office: GET /admin/dual/products {page, limit} — the products listed, newest first. */
export const adminDualProductsRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(20),
});
/** Back office: a product listed, with what was sold and how it settled. */
export type AdminDualProduct = DualProduct & { plan_id: number | null; orders: number };
