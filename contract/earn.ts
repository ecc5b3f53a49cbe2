// Earn on the wire, lock mining first (spec §1–§5, §7 /lh/*, §9; wire notes; issue 16; ADR 18).
// A lock-mining order locks an amount of a currency in the user's coin account (2, frozen) for a
// number of days; each day at the product's dividend time it earns amount × daily rate from the
// earn fund (`system:earn`), and at maturity the amount comes back. Redeemed early, it returns
// amount − penalty, penalty = penalty rate × days still to run × amount. DeFi and cloud mining are
// kinds of product on the same engine. Amounts are decimal strings; times are epoch milliseconds.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';

/** Lock mining, DeFi mining, cloud mining: one engine, three kinds of product. */
export type EarnKind = 'lock' | 'defi' | 'cloud';
export const EARN_KINDS: EarnKind[] = ['lock', 'defi', 'cloud'];

/** GET /lh/deposit/config → the products offered (wire-note names, plus the rest of the terms). */
export type EarnProduct = {
  id: number;
  kind: EarnKind;
  /** The product's name in the request's language as the operator wrote it, else its English name. */
  name: string;
  currency_name: string;
  /** Days locked. */
  day: number;
  /** Daily yield as a fraction ('0.003' = 0.3 % a day). */
  interest_rate: string;
  /** Least amount of one order; most one user may hold in it; most all users together. */
  save_min: string;
  user_cap: string;
  total_cap: string;
  /** What may still be subscribed (total_cap − what is locked now). */
  remaining: string;
  /** Early redemption: penalty = penalty_rate × days still to run × amount. */
  penalty_rate: string;
  /** The daily dividend time, minutes after 00:00 UTC. */
  dividend_minute: number;
  /** What the product is, and where its yield comes from (stated on every product). */
  intro: string;
  yield_source: string;
};

/** 1 running (locked), 2 done (redeemed: at maturity or early). */
export type EarnOrderStatus = 1 | 2;

/** A lock-mining order as its owner sees it (GET /lh/deposit/order rows). */
export type EarnOrder = {
  id: string;
  product_id: number;
  kind: EarnKind;
  name: string;
  currency_name: string;
  amount: string;
  day: number;
  /** The daily rate and penalty rate this order was made under (never change after). */
  day_rate: string;
  penalty_rate: string;
  dividend_minute: number;
  /** Interest paid so far, over how many days; the whole-period estimate (amount × rate × days). */
  total_interest: string;
  days_paid: number;
  estimated_interest: string;
  /** Locked at, and matures at (start + days). */
  start_at: number;
  end_at: number;
  /** The next dividend instant while running. */
  next_dividend_at: number | null;
  status: EarnOrderStatus;
  /** What redeeming now would cost (running), or what it cost (redeemed early); '0' at maturity. */
  cancel_fee: string;
  redeemed_at: number | null;
  redeem_reason: 'maturity' | 'early' | null;
};

/** GET /lh/deposit/order → one page, newest first. */
export type EarnOrderPage = { order_list: EarnOrder[]; total: number; page: number; limit: number };

const amount = z.string().trim().max(40);

/** GET /lh/deposit/config {kind}: all kinds when absent. */
export const configRequest = z.object({ kind: z.enum(['lock', 'defi', 'cloud']).optional() });

/** POST /lh/deposit {config_id, amount}. */
export const depositRequest = z.object({ config_id: wireInt({ min: 1 }), amount: wireDecimal() });

/** GET /lh/deposit/order {page, limit, status}. */
export const orderRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
  status: wireInt()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .default(1),
});

/** POST /lh/deposit/order/cancel {id}: early redemption. */
export const cancelRequest = z.object({ id: z.string().trim().min(1).max(64) });

/** Back office: a product with its state and what is locked in it. */
export type AdminEarnProduct = EarnProduct & {
  /** `name` is the English name; these are the others, by language code (none given: English shows). */
  names: Record<string, string>;
  enabled: boolean;
  locked: string;
  running_orders: number;
  interest_paid: string;
  updated_at: number;
};

/** Back office: POST /admin/earn/product — add (no id) or edit a product; never touches orders placed. */
export const adminEarnProductRequest = z.object({
  id: wireInt({ min: 1 }).optional(),
  kind: z.enum(['lock', 'defi', 'cloud']),
  currency: z.string().trim().min(1).max(12),
  days: wireInt({ min: 1, max: 3650 }),
  daily_rate: z.string().trim().max(20),
  min_amount: amount,
  user_cap: amount,
  total_cap: amount,
  penalty_rate: z.string().trim().max(20),
  dividend_minute: wireInt({ max: 1439 }),
  name: z.string().trim().min(1).max(80),
  /** The name in other languages by language code: an object, or that object as JSON text; optional. */
  names: z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      },
      z.record(z.string(), z.string().trim().max(80)),
    )
    .optional(),
  intro: z.string().trim().min(1).max(2000),
  yield_source: z.string().trim().min(1).max(500),
  enabled: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type AdminEarnProductRequest = z.input<typeof adminEarnProductRequest>;
