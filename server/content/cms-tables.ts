// The content tables (migration 2026-11-23T03-00-00_content). Only this area reads them, through
// `cmsDb`, so the shared Database type in core/tables.ts does not need to know them.
import type { Db } from '../core/db';

export interface ArticleTable {
  id: number;
  /** 4 news, 5 banners */
  c_id: number;
  popup: number;
  sort: number;
  status: number;
  published_at: number;
  image: string;
  link: string;
  created_at: number;
}

export interface ArticleI18nTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  body: string;
}

export interface FaqGroupTable {
  type: string;
  sort: number;
}

export interface FaqGroupI18nTable {
  type: string;
  lang: string;
  title: string;
}

export interface FaqTable {
  id: number;
  type: string;
  sort: number;
}

export interface FaqI18nTable {
  faq_id: number;
  lang: string;
  question: string;
  answer: string;
}

export interface ContentPageTable {
  keyword: string;
  updated_at: number;
}

export interface ContentPageI18nTable {
  keyword: string;
  lang: string;
  title: string;
  body: string;
}

export interface ContentMenuTable {
  key: string;
  sort: number;
  path: string;
}

export interface ContentMenuI18nTable {
  key: string;
  lang: string;
  title: string;
}

export type CmsTables = {
  article: ArticleTable;
  article_i18n: ArticleI18nTable;
  faq_group: FaqGroupTable;
  faq_group_i18n: FaqGroupI18nTable;
  faq: FaqTable;
  faq_i18n: FaqI18nTable;
  content_page: ContentPageTable;
  content_page_i18n: ContentPageI18nTable;
  content_menu: ContentMenuTable;
  content_menu_i18n: ContentMenuI18nTable;
};

/** The database seen with the content tables. */
export const cmsDb = (db: Db) => db.withTables<CmsTables>();
export type CmsDb = ReturnType<typeof cmsDb>;
