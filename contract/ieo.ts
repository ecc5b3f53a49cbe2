// The IEO launchpad on the wire (spec §1–§4, §7 /project*, /user/project/order; wire notes; issue 16;
// ADR 19). A project sells a fixed supply of a token at a fixed price in a subscription window.
// Subscribing commits the payment (frozen in the coin account, 2). When the window ends every order
// gets its share: all it asked for when the supply covers what was asked, otherwise
// requested × supply / total requested (rounded down to whole tokens), and the payment for what it
// did not get back. Allocated tokens are locked and released in parts by the project's cycle.
// Amounts are decimal strings, token quantities whole; times are epoch milliseconds.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';

/** 0 warm-up (announced, not open yet), 1 in progress, 2 ended. */
export type IeoTimeStatus = 0 | 1 | 2;

/** GET /project rows and /project/detail `info` (wire-note names, plus the rest of the terms). */
export type IeoProject = {
  id: number;
  title: string;
  /** The token sold, and what it is paid in. */
  currency_name: string;
  pay_currency: string;
  /** Price of one token in `pay_currency`. */
  price: string;
  /** Tokens for sale; tokens asked for so far; asked ÷ supply in per cent (over 100 = oversubscribed). */
  amount: string;
  total_sell: string;
  percentage: string;
  /** Whole tokens: the least of one order, the most one user may ask for in all. */
  min_amount: string;
  user_cap: string;
  time_status: IeoTimeStatus;
  /** Shown from; subscription opens and ends. */
  show_at: number;
  start_at: number;
  end_at: number;
  /** After the end: days locked before the first release, then `release_parts` parts every `release_days`. */
  lock_days: number;
  release_days: number;
  release_parts: number;
  /** The description in the reader's language (English when the operator gave none for it). */
  content: string;
  /** Website and white paper (https links). */
  link: string;
  white_paper: string;
  /** Set once allocated: supply ÷ asked when oversubscribed, else '1'. */
  ratio: string | null;
  allocated_at: number | null;
};

/** One release of an allocation: when, how many tokens, and whether it is done. */
export type IeoRelease = { at: number; amount: string; done: boolean };

/** 'committed' (waiting for the end), 'allocated' (tokens locked, releasing), 'released' (all free). */
export type IeoOrderState = 'committed' | 'allocated' | 'released';

/** GET /user/project/order rows: an order and, once allocated, how its share was worked out. */
export type IeoOrder = {
  id: string;
  project_id: number;
  title: string;
  currency_name: string;
  pay_currency: string;
  price: string;
  /** Tokens asked for, and the payment committed for them (amount × price). */
  amount: string;
  committed: string;
  state: IeoOrderState;
  /** Once allocated: the project's ratio, the tokens given, what they cost and what came back. */
  ratio: string | null;
  allocated: string | null;
  cost: string | null;
  refund: string | null;
  /** Tokens released so far, and every release (scheduled and done). */
  released: string;
  releases: IeoRelease[];
  created_at: number;
  allocated_at: number | null;
};

const page = {
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
};

/** GET /project {page, limit}. */
export const projectListRequest = z.object(page);
export type IeoProjectPage = { list: IeoProject[]; total: number; page: number; limit: number };

/** GET /project/detail {project_id} → { info, mine } (mine: what the signed-in reader asked for). */
export const projectDetailRequest = z.object({ project_id: wireInt({ min: 1 }) });
export type IeoDetail = { info: IeoProject; mine: { amount: string; committed: string } | null };

/**
 * POST /project/order {project_id, amount, pay_currency, price}: `amount` whole tokens. `price` and
 * `pay_currency`, when sent, must be the project's (the screen showed them): a price that changed is
 * refused rather than charged.
 */
export const projectOrderRequest = z.object({
  project_id: wireInt({ min: 1 }),
  amount: wireDecimal(),
  pay_currency: z.string().trim().max(12).optional(),
  price: wireDecimal({ orEmpty: true }).optional(),
});

/** GET /user/project/order {page, limit}: the reader's orders, newest first. */
export const userOrderRequest = z.object(page);
export type IeoOrderPage = { list: IeoOrder[]; total: number; page: number; limit: number };

/** Back office: a project with what has been asked and allocated. */
export type AdminIeoProject = IeoProject & {
  descriptions: Record<string, string>;
  orders: number;
  committed: string;
  enabled: boolean;
  updated_at: number;
};

/** Back office: POST /admin/ieo/project — add (no id) or edit a project (terms freeze once it opens). */
export const adminIeoProjectRequest = z.object({
  id: wireInt({ min: 1 }).optional(),
  title: z.string().trim().min(1).max(80),
  token: z.string().trim().min(1).max(12),
  pay_currency: z.string().trim().min(1).max(12),
  price: z.string().trim().max(40),
  supply: z.string().trim().max(40),
  min_amount: z.string().trim().max(40),
  user_cap: z.string().trim().max(40),
  show_at: wireInt({ min: 1 }),
  start_at: wireInt({ min: 1 }),
  end_at: wireInt({ min: 1 }),
  lock_days: wireInt({ max: 3650 }),
  release_days: wireInt({ max: 3650 }),
  release_parts: wireInt({ min: 1, max: 120 }),
  link: z.string().trim().max(300),
  white_paper: z.string().trim().max(300),
  /** The description per language code (en required): an object, or that object as JSON text. */
  descriptions: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.record(z.string(), z.string().trim().max(4000)),
  ),
  enabled: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type AdminIeoProjectRequest = z.input<typeof adminIeoProjectRequest>;
