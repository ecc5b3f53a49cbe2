// Seconds options on the wire (spec §3 Option trade, §4, §7 /microtrade/*; wire notes; issue 15;
// ADR 14). An option is a bet that an instrument's recorded price will be above (up) or below
// (down) its entry price after a fixed number of seconds. Entry and settlement are recorded ticks
// that anyone can look up; the payout ratio is published per duration and copied onto the order.
// Amounts and prices are decimal strings; times are epoch milliseconds.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';

/** A recorded market tick, as an order cites it (GET /currency/new_timeshar shows its minute). */
export type CitedTick = { id: number; price: string; time: number };

/** GET /microtrade/seconds → the durations offered, with their published terms. */
export type OptionDuration = {
  seconds: number;
  /** What a win adds to the stake, in per cent (wire notes): '80' pays stake × 1.80. */
  profit_ratio: string;
  /** Least and most stake of one option, in USDT (the payable currency). */
  min: string;
  max: string;
};

/** GET /microtrade/payable_currencies → the currencies a stake may be paid in, with the micro balance. */
export type PayableCurrency = {
  /** The currency's id (contract/currencies.ts) and code. */
  id: number;
  currency: string;
  /** The user's available balance in the micro (options) account. */
  balance: string;
};

/** 1 up (the price will be higher), 2 down (lower). */
export type OptionDirection = 1 | 2;

/** 1 win, 0 tie (stake returned), −1 loss. */
export type OptionResult = 1 | 0 | -1;

/** An option as its owner sees it (submit, lists, get_result, and the `option` socket event). */
export type OptionOrder = {
  id: string;
  /** The instrument (the quotation row's id) and its symbol. */
  match_id: number;
  symbol_name: string;
  currency_id: number;
  currency: string;
  type: OptionDirection;
  seconds: number;
  /** The stake. */
  number: string;
  /** The payout ratio this option was made under, in per cent (never changes after submit). */
  profit_ratio: string;
  /** The tick current when the option was accepted. */
  open_tick: CitedTick;
  open_price: string;
  /** Accepted at, and expires at (accepted + seconds). */
  created_at: number;
  handled_at: number;
  /** 1 open, 2 settled. */
  status: 1 | 2;
  /** Milliseconds left until expiry ('0' once expired), for the countdown. */
  remain_milli_seconds: number;
  /** Once settled: the first recorded tick at or after expiry, the outcome and the balance change. */
  settle_tick: CitedTick | null;
  end_price: string | null;
  profit_result: OptionResult | null;
  /** What was paid back to the balance (stake × (1 + ratio), the stake, or '0'); null while open. */
  fact_profits: string | null;
  /** The signed change to the balance: payout − stake; null while open. */
  profit: string | null;
  settled_at: number | null;
};

/** GET /microtrade/terms → the product's state for this user: on or off, disclosure accepted. */
export type OptionTerms = {
  /** Off when the operator switched the product off (site config xstype1 = 0). */
  enabled: boolean;
  /** Whether this user accepted the risk disclosure (false for a guest). */
  disclosure_accepted: boolean;
  /** The version of the disclosure the user must accept. */
  disclosure_version: number;
};

const id = wireInt({ min: 1 });

/** POST /microtrade/submit {match_id, currency_id, type, seconds, number}. */
export const submitRequest = z.object({
  match_id: id,
  currency_id: id,
  type: wireInt().pipe(z.union([z.literal(1), z.literal(2)])),
  seconds: wireInt({ min: 1, max: 86_400 }),
  number: wireDecimal(),
});
export type SubmitRequest = z.input<typeof submitRequest>;

/** GET /microtrade/lists {match_id, status, page, limit} — page size 5 (spec §9). */
export const listRequest = z.object({
  /** Optional: only this instrument's options. */
  match_id: wireInt().optional().default(0),
  /** 1 open (holding), 2 settled (history). */
  status: wireInt()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .default(1),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(5),
});
export type ListRequest = z.input<typeof listRequest>;

/** GET /microtrade/lists → one page of the user's options, newest first. */
export type OptionListReply = { data: OptionOrder[]; total: number; page: number; limit: number };

/** GET /microtrade/get_result {id}. */
export const resultRequest = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /microtrade/accept_disclosure {version}. */
export const disclosureRequest = z.object({ version: wireInt({ min: 1 }) });

/** Back office: the terms of one duration (ratio as a fraction, e.g. '0.8'). */
export type AdminOptionDuration = {
  seconds: number;
  profit_ratio: string;
  min_stake: string;
  max_stake: string;
  enabled: boolean;
  updated_at: number;
};

/** Back office: what the product did (stakes taken, paid out, the house's result), per currency. */
export type AdminOptionSummary = {
  currency: string;
  open_count: number;
  open_stakes: string;
  settled_count: number;
  wins: number;
  ties: number;
  losses: number;
  /** Stakes of the settled options, and what settlement paid back on them. */
  stakes: string;
  paid: string;
  /** stakes − paid: what the options desk kept (negative when it paid out more). */
  house_result: string;
};

/** Back office: POST /admin/options/duration — edit (or add) a duration; never touches open options. */
export const adminDurationRequest = z.object({
  seconds: wireInt({ min: 5, max: 86_400 }),
  profit_ratio: z.string().trim().max(20),
  min_stake: z.string().trim().max(40),
  max_stake: z.string().trim().max(40),
  enabled: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type AdminDurationRequest = z.input<typeof adminDurationRequest>;
