// Back-office calls (/api/admin/…; issue: operator back office). Same envelope as the customer
// API; the operator token goes in AUTHORIZATION and token like a customer's, but only operator
// sessions are accepted here and customer sessions are never accepted.
import { z } from 'zod';
import { PAGE_KEYWORDS, type PageKeyword } from './content';
import { LOCALES, type Locale } from './locales';
import { wireInt } from './numbers';
import { PRICE_BAND_LIMITS } from './price-band';

const text = (max: number) => z.string().trim().max(max);
const paging = {
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(20),
};

export type OperatorRole = 'reviewer' | 'editor' | 'admin';
export type OperatorInfo = { id: string; email: string; name: string; role: OperatorRole };

/** POST /admin/login {email, password, totp_code} → {token, operator}. */
export const operatorLoginRequest = z.object({
  email: text(200),
  password: z.string().max(200),
  totp_code: text(10).optional().default(''),
});

/** GET /admin/{kyc,recharge,withdraw}/list {state, page, limit}. */
export const queueRequest = z.object({ state: text(20).optional().default('review'), ...paging });

/** GET /admin/{kyc,recharge}/detail {id}. */
export const idRequest = z.object({ id: text(64).min(1) });

/** POST /admin/{kyc,recharge,withdraw}/decide {id, approve (1/0), reason (required to reject)}. */
export const decideRequest = z.object({
  id: text(64).min(1),
  approve: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1'),
  reason: text(500).optional().default(''),
});

/**
 * GET /admin/queues → QueueCounts: how many items wait in each review queue (identity verification,
 * recharges, withdrawals under review; adjustments pending a second administrator), for the
 * navigation's badges; `support`: open customer-service conversations whose last messages the desk
 * has not read; `nft`: NFT sales paid and waiting for customer service's review (spec §6). One
 * cheap call the back office repeats every minute.
 */
export type QueueCounts = {
  kyc: number;
  recharge: number;
  withdraw: number;
  adjustment: number;
  support: number;
  nft: number;
};

/** GET /admin/users/search {q}. */
export const userSearchRequest = z.object({ q: text(100).min(1) });

/** POST /admin/users/freeze {id, frozen (1/0), reason}. */
export const freezeRequest = z.object({
  id: text(64).min(1),
  frozen: z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1'),
  reason: text(500),
});

/**
 * POST /admin/users/lift_security_freeze {id, reason}: lifts the freeze the owner set from a
 * security alert's link, once support has checked who they are; withdrawals then wait the hold.
 */
export const liftSecurityFreezeRequest = z.object({ id: text(64).min(1), reason: text(500) });

/**
 * POST /admin/users/adjust {id, account (1–4), currency, amount (signed), reason} → AdjustmentReply:
 * applied at once up to the approval threshold (its USDT value at the recorded price), otherwise
 * pending until a second administrator approves it (four eyes).
 */
export const adjustRequest = z.object({
  id: text(64).min(1),
  account: wireInt({ min: 1, max: 4 }),
  currency: text(10).transform((v) => v.toUpperCase()),
  amount: text(40),
  reason: text(500),
});

export type AdjustmentState = 'pending' | 'applied' | 'rejected';

export type AdjustmentReply = { id: string; state: AdjustmentState; entry_id: string | null };

/** A balance adjustment as the back office lists it. */
export type AdminAdjustment = {
  id: string;
  user_id: string;
  user_email: string | null;
  account: number;
  currency: string;
  /** Signed. */
  amount: string;
  reason: string;
  /** Its absolute value in USDT at the recorded price when requested. */
  value_usdt: string;
  state: AdjustmentState;
  requested_by: string;
  requested_by_email: string | null;
  requested_at: number;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: number | null;
  /** Why it was rejected (or a note on the approval). */
  decision_note: string;
  entry_id: string | null;
};

/** GET /admin/users/adjustments {state (pending, all), page, limit} → {data, total, threshold_usdt}. */
export const adjustmentListRequest = z.object({
  state: z.enum(['pending', 'all']).optional().default('pending'),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(20),
});
export type AdjustmentList = { data: AdminAdjustment[]; total: number; threshold_usdt: string };

/**
 * POST /admin/users/adjustments/decide {id, approve (1/0), note} → the adjustment. A second
 * administrator only: whoever requested it cannot decide it. A rejection needs a note.
 */
export const adjustmentDecideRequest = z.object({
  id: text(64).min(1),
  approve: z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1'),
  note: text(500).optional().default(''),
});

/** GET /admin/audit {operator, action, target_id, page, limit}; GET /admin/audit/export → CSV text. */
export const auditRequest = z.object({
  operator: text(64).optional().default(''),
  action: text(64).optional().default(''),
  target_id: text(64).optional().default(''),
  ...paging,
});

// ── Content editing (permission 'content': editors and administrators) ──────────────────────────

/**
 * Per-language texts of a saved item: an object keyed by any of the nine locales, sent as JSON
 * (a JSON string in a form body, or an object in a JSON body). The texts saved are exactly these:
 * a language left out is removed, so a wrong translation can be taken back.
 */
const jsonField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);
const texts = <S extends z.ZodRawShape>(shape: S) =>
  jsonField(z.partialRecord(z.enum(LOCALES), z.object(shape).strict()));
const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()])
  .transform((v) => Number(v) === 1 || v === true);
const rowId = wireInt({ min: 1, max: 2_147_483_647 });

export type ArticleTexts = Partial<Record<Locale, { title: string; summary: string; body: string }>>;
export type QaTexts = Partial<Record<Locale, { question: string; answer: string }>>;
export type PageTexts = Partial<Record<Locale, { title: string; body: string }>>;

/** GET /admin/content/articles {c_id (4 news, 5 banners)} → AdminArticle[]: every article, shown or not. */
export const articleListRequest = z.object({ c_id: wireInt() });
export type AdminArticle = {
  id: number;
  c_id: number;
  image: string;
  link: string;
  popup: boolean;
  sort: number;
  /** 1 shown, 0 withdrawn. */
  status: number;
  published_at: number;
  created_at: number;
  texts: ArticleTexts;
};

/**
 * POST /admin/content/articles/save → {id}. Without `id` a new article; with it, that article
 * replaced. `published_at` (epoch ms) in the future schedules it; `status` 0 keeps it hidden.
 */
export const articleSaveRequest = z.object({
  id: rowId.optional(),
  c_id: wireInt(),
  image: text(500).optional().default(''),
  link: text(500).optional().default(''),
  popup: flag.optional().default(false),
  sort: wireInt({ min: -1_000_000, max: 1_000_000, signed: true }).optional().default(0),
  status: wireInt({ max: 1 }).optional().default(1),
  published_at: wireInt({ max: 8_640_000_000_000_000 }),
  texts: texts({
    title: text(200),
    summary: text(1000).optional().default(''),
    body: text(50_000).optional().default(''),
  }),
});

/** POST /admin/content/articles/{withdraw,delete}, /faq/delete {id} → null. */
export const contentIdRequest = z.object({ id: rowId });

/** GET /admin/content/faq → {groups: [{type, title}], items: AdminFaq[]}. */
export type AdminFaq = { id: number; type: string; sort: number; texts: QaTexts };
export type AdminFaqList = { groups: { type: string; title: string }[]; items: AdminFaq[] };

/** POST /admin/content/faq/save {id?, type, sort, texts: {<lang>: {question, answer}}} → {id}. */
export const faqSaveRequest = z.object({
  id: rowId.optional(),
  type: text(32).min(1),
  sort: wireInt({ min: -1_000_000, max: 1_000_000, signed: true }).optional().default(0),
  texts: texts({ question: text(500), answer: text(20_000).optional().default('') }),
});

/** GET /admin/content/pages → AdminPage[] (aboutus, contactus, operational_compliance). */
export type AdminPage = { keyword: PageKeyword; updated_at: number; texts: PageTexts };

/** POST /admin/content/pages/save {keyword, texts: {<lang>: {title, body}}} → null. */
export const pageSaveRequest = z.object({
  keyword: z.enum(PAGE_KEYWORDS),
  texts: texts({ title: text(200), body: text(50_000).optional().default('') }),
});

/** GET /admin/content/site → the stored site config (site_logo as stored: a path). */
export type AdminSiteConfig = {
  site_name: string;
  site_logo: string;
  xstype1: '0' | '1';
  xstype2: '0' | '1';
  xstype3: '0' | '1';
  xstype4: '0' | '1';
  /** Hosts the app may show inside itself, one per line (SiteConfig.trusted_hosts). */
  trusted_hosts: string;
};

const switchValue = z.enum(['0', '1']);
/**
 * POST /admin/content/site/save {site_name, site_logo (a path from /admin/content/upload),
 * xstype1..4, trusted_hosts (host names separated by lines, commas or spaces; optional)} → null.
 */
export const siteConfigRequest = z.object({
  site_name: text(60),
  site_logo: text(500),
  xstype1: switchValue,
  xstype2: switchValue,
  xstype3: switchValue,
  xstype4: switchValue,
  trusted_hosts: z.string().max(2000).optional().default(''),
});

/** POST /admin/content/upload (multipart `file`, an image) → its public path under /upload/content/. */
export type ContentUpload = string;

/** One audit record as /api/admin/audit answers it (server/admin/audit.ts). */
export type AuditRow = {
  id: string;
  operator_id: string;
  operator_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: number;
};

// ── Spot trading (permission 'products.read': reviewers and administrators; 'products.write':
// administrators) ────────────────────────────────────────────────────────────────────────────────

/** A spot pair's settings as stored (server/spot/pairs.ts PairSettings). */
export type SpotPairSettings = {
  instrument_id: number;
  amount_decimals: number;
  min_amount: string;
  min_total: string;
  maker_fee: string;
  taker_fee: string;
  market_protection: string;
  /** How far from the last recorded price a limit order's price may be, e.g. '0.2' (contract/price-band.ts). */
  price_band: string;
  max_open_orders: number;
  enabled: number;
  /** The market maker: levels a side, the gap between levels (fraction of the price), USDT per level. */
  maker_levels: number;
  maker_step: string;
  maker_level_value: string;
};

/** GET /admin/spot/pairs → AdminSpotPair[]: every pair's settings, with what an edit must respect. */
export type AdminSpotPair = SpotPairSettings & {
  symbol: string;
  base: string;
  quote: string;
  /** The instrument's price decimals (fixed); amount decimals may be at most 8 − these. */
  price_decimals: number;
  max_amount_decimals: number;
  /** Users' open and partly filled orders: amount decimals can change only at 0. */
  open_orders: number;
  updated_at: number;
};

/** What an operator may change on a pair, and the bounds the server holds them to. */
export const SPOT_PAIR_LIMITS = {
  fee: { min: '0', max: '0.01' },
  market_protection: { above: '0', max: '0.2' },
  price_band: PRICE_BAND_LIMITS,
  max_open_orders: { min: 1, max: 500 },
  maker_levels: { min: 0, max: 50 },
  maker_step: { above: '0', max: '0.05' },
  /** Price decimals + amount decimals. */
  total_decimals: 8,
} as const;

const setting = text(40).optional();
/**
 * POST /admin/spot/pairs/save {instrument_id, and any of: amount_decimals, min_amount, min_total,
 * maker_fee, taker_fee, market_protection, price_band, max_open_orders, enabled (1/0), maker_levels,
 * maker_step, maker_level_value} → AdminSpotPair. A field left out keeps its value; orders
 * already placed keep the terms they copied.
 */
export const spotPairSaveRequest = z.object({
  instrument_id: rowId,
  amount_decimals: setting,
  min_amount: setting,
  min_total: setting,
  maker_fee: setting,
  taker_fee: setting,
  market_protection: setting,
  price_band: setting,
  max_open_orders: setting,
  enabled: setting,
  maker_levels: setting,
  maker_step: setting,
  maker_level_value: setting,
});
export type SpotPairChanges = Partial<Record<Exclude<keyof SpotPairSettings, 'instrument_id'>, string>>;

/** One currency of the market maker's inventory (amounts exact; values in USDT at the recorded price). */
export type SpotMakerCurrency = {
  currency: string;
  /** Sum of its postings in `maker_inventory` entries. */
  put_in: string;
  /** Its ledger balance now. */
  now: string;
  /** now − put_in: what trading has moved. */
  change: string;
  /** USDT per unit from the newest recorded tick (1 for USDT); null while none is recorded. */
  price: string | null;
  tick_id: number | null;
  price_time: number | null;
  put_in_value: string | null;
  now_value: string | null;
  change_value: string | null;
};

export type SpotMakerTrades = { count: number; volume: string };

/** GET /admin/spot/maker → the market maker's inventory and P&L. */
export type SpotMakerReport = {
  holder: string;
  currencies: SpotMakerCurrency[];
  /** Σ change_value: the P&L in USDT at current recorded prices (rounded half up to 8 decimals). */
  pnl: string;
  /** Currencies with no recorded price, left out of pnl. */
  unpriced: string[];
  /** Trades where the maker was a side, and their quote value (USDT): the last 24 hours and all time. */
  trades: { day: SpotMakerTrades; all: SpotMakerTrades };
  time: number;
};
