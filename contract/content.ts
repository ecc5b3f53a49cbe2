// Content calls (spec §7 Content): news and banners, the launch pop-up, FAQ, the help menu and the
// information pages. Every text arrives in the request's `lang`, English where a translation is
// missing. Replies are the `message` of the ok envelope.
import { z } from 'zod';
import { wireInt } from './numbers';
import { pageRequest } from './user';

export type { Page } from './user';

/** Spec §3 news categories. */
export const NEWS_CATEGORY = { news: 4, banners: 5 } as const;
export type NewsCategory = (typeof NEWS_CATEGORY)[keyof typeof NEWS_CATEGORY];
export const NEWS_CATEGORIES: readonly number[] = Object.values(NEWS_CATEGORY);

/** Ids are positive integers that fit a 32-bit column. */
const articleId = wireInt({ min: 1, max: 2_147_483_647 });

/**
 * POST /news/list {c_id, page?, limit?} → Page<NewsItem>. c_id 4: news, newest first; 5: banners
 * in their set order. page from 1, limit 1–50 (default 10). Another c_id is refused.
 */
export const newsListRequest = pageRequest.extend({ c_id: wireInt() });

/** POST /news/detail {id} → NewsDetail; an unknown or withdrawn id is refused. */
export const newsDetailRequest = z.object({ id: articleId });

/** POST /news/getGuList {type} → FaqEntry[] of that type; an unknown type is refused. */
export const faqTypeRequest = z.object({ type: z.string().trim().min(1).max(32) });

/** One article in a list, GET /news/index_pop (or null when there is none) and banners. */
export type NewsItem = {
  id: number;
  title: string;
  summary: string;
  /** Path or URL of the cover image; '' when there is none. */
  image: string;
  /** Where a tap leads instead of the article: an app route (/pages/…), an http(s) URL, or ''. */
  link: string;
  /** Epoch milliseconds. */
  published_at: number;
};

/** POST /news/detail */
export type NewsDetail = NewsItem & {
  c_id: number;
  /** Plain text: paragraphs split by a blank line; "## " starts a subheading, "- " a list item. */
  body: string;
  /** The language the text is in: the request's, or 'en' when it has no translation. */
  lang: string;
};

/** FAQ types, in display order: account & security, deposits & withdrawals, trading. */
export const FAQ_TYPES = ['account', 'funds', 'trading'] as const;

export type FaqEntry = { id: number; type: string; question: string; answer: string };

/** GET /faq → FaqGroup[] in display order. */
export type FaqGroup = { type: string; title: string; items: FaqEntry[] };

/** GET /menu → MenuItem[]: the help and information links of the settings screens, in order. */
export type MenuItem = {
  /** faq, news, contactus, aboutus, operational_compliance */
  key: string;
  title: string;
  /** An app route (/pages/…) or an http(s) URL. */
  path: string;
};

/** The information pages, each its own GET endpoint. */
export const PAGE_KEYWORDS = ['aboutus', 'contactus', 'operational_compliance'] as const;
export type PageKeyword = (typeof PAGE_KEYWORDS)[number];

/** GET /aboutus, GET /contactus, GET /operational_compliance */
export type ContentPage = {
  keyword: PageKeyword;
  title: string;
  /** Same plain-text format as NewsDetail.body. */
  body: string;
  updated_at: number;
};
