// Back-office calls (/api/admin/…; issue: operator back office). Same envelope as the customer
// API; the operator token goes in AUTHORIZATION and token like a customer's, but only operator
// sessions are accepted here and customer sessions are never accepted.
import { z } from 'zod';
import { PAGE_KEYWORDS, type PageKeyword } from './content';
import { LOCALES, type Locale } from './locales';

const text = (max: number) => z.string().trim().max(max);
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
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

/** GET /admin/users/search {q}. */
export const userSearchRequest = z.object({ q: text(100).min(1) });

/** POST /admin/users/freeze {id, frozen (1/0), reason}. */
export const freezeRequest = z.object({
  id: text(64).min(1),
  frozen: z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1'),
  reason: text(500),
});

/** POST /admin/users/adjust {id, account (1–4), currency, amount (signed), reason} → {entry_id}. */
export const adjustRequest = z.object({
  id: text(64).min(1),
  account: z.coerce.number().int().min(1).max(4),
  currency: text(10).transform((v) => v.toUpperCase()),
  amount: text(40),
  reason: text(500),
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
const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export type ArticleTexts = Partial<Record<Locale, { title: string; summary: string; body: string }>>;
export type QaTexts = Partial<Record<Locale, { question: string; answer: string }>>;
export type PageTexts = Partial<Record<Locale, { title: string; body: string }>>;

/** GET /admin/content/articles {c_id (4 news, 5 banners)} → AdminArticle[]: every article, shown or not. */
export const articleListRequest = z.object({ c_id: z.coerce.number().int() });
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
  c_id: z.coerce.number().int(),
  image: text(500).optional().default(''),
  link: text(500).optional().default(''),
  popup: flag.optional().default(false),
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000).optional().default(0),
  status: z.coerce.number().int().min(0).max(1).optional().default(1),
  published_at: z.coerce.number().int().min(0).max(8_640_000_000_000_000),
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
  sort: z.coerce.number().int().min(-1_000_000).max(1_000_000).optional().default(0),
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
};

const switchValue = z.enum(['0', '1']);
/** POST /admin/content/site/save {site_name, site_logo (a path from /admin/content/upload), xstype1..4} → null. */
export const siteConfigRequest = z.object({
  site_name: text(60),
  site_logo: text(500),
  xstype1: switchValue,
  xstype2: switchValue,
  xstype3: switchValue,
  xstype4: switchValue,
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
