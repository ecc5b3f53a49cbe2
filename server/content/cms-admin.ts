// Editing news, banners, the pop-up, FAQ entries and the information pages (the back office's
// content screens). Each change is one transaction that also runs the caller's `within` with the
// item as it was and as it is, so the back office writes its audit record inside the change — the
// same pattern as the review functions (ADR 9). The content area alone writes its tables.

import { sql } from 'kysely';
import type {
  AdminArticle,
  AdminFaq,
  AdminFaqList,
  AdminPage,
  ArticleTexts,
  PageTexts,
  QaTexts,
} from '../../contract/admin';
import { NEWS_CATEGORY, PAGE_KEYWORDS, type PageKeyword } from '../../contract/content';
import { DEFAULT_LOCALE } from '../../contract/locales';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import type { Trx } from '../ledger/ledger';
import { checkImage, checkLink, cleanTexts } from './cms-rules';
import { type CmsDb, cmsDb } from './cms-tables';
import { contentMessages } from './messages';

/** One content change, for the caller's record of it. */
export type ContentChange = { action: string; targetType: string; targetId: string; before: unknown; after: unknown };
/** Runs inside the change's transaction (the back office's audit record). */
export type Within = (trx: Trx, change: ContentChange) => Promise<void>;

export type ArticleInput = {
  id?: number;
  c_id: number;
  image: string;
  link: string;
  popup: boolean;
  sort: number;
  status: number;
  published_at: number;
  texts: ArticleTexts;
};

type CmsTrx = Parameters<Parameters<ReturnType<CmsDb['transaction']>['execute']>[0]>[0];

/** Audit actions name the kind of article: news.save, banner.withdraw… */
const kindOf = (cId: number) => (cId === NEWS_CATEGORY.banners ? 'banner' : 'news');

export function makeCmsAdmin(database: Db, kind: DbKind, clock: Clock) {
  const db: CmsDb = cmsDb(database);
  // The content tables' transaction is the shared database's transaction seen with more tables.
  const asTrx = (trx: CmsTrx) => trx as unknown as Trx;

  async function articleOf(q: CmsDb | CmsTrx, id: number): Promise<AdminArticle | null> {
    const row = await q.selectFrom('article').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const texts = await q.selectFrom('article_i18n').selectAll().where('article_id', '=', id).execute();
    return toArticle(row, texts);
  }

  async function faqOf(q: CmsDb | CmsTrx, id: number): Promise<AdminFaq | null> {
    const row = await q.selectFrom('faq').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const texts = await q.selectFrom('faq_i18n').selectAll().where('faq_id', '=', id).execute();
    return { id: Number(row.id), type: row.type, sort: Number(row.sort), texts: qaTexts(texts) };
  }

  async function pageOf(q: CmsDb | CmsTrx, keyword: PageKeyword): Promise<AdminPage | null> {
    const row = await q.selectFrom('content_page').selectAll().where('keyword', '=', keyword).executeTakeFirst();
    if (!row) return null;
    const texts = await q.selectFrom('content_page_i18n').selectAll().where('keyword', '=', keyword).execute();
    const out: PageTexts = {};
    for (const t of texts) out[t.lang as keyof PageTexts] = { title: t.title, body: t.body };
    return { keyword, updated_at: Number(row.updated_at), texts: out };
  }

  /**
   * Ids are integers handed out in order (the seeded ones come first) and never again once used,
   * even when the item is deleted: a link or an audit record that names an id must not come to
   * mean another item. The last id handed out is kept in a setting. Two editors creating at once
   * must not both read the same: SQLite runs one write transaction at a time, and on PostgreSQL a
   * lock for the table's ids, held to the end of the transaction, does the same.
   */
  async function nextId(trx: CmsTrx, table: 'article' | 'faq'): Promise<number> {
    if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`kestrel.${table}.id`}))`.execute(trx);
    const keyword = `content.${table}.last_id`;
    const row = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    const mark = await trx.selectFrom('setting').select('value').where('keyword', '=', keyword).executeTakeFirst();
    const id = Math.max(Number(row?.max ?? 0), Number(mark?.value ?? 0)) + 1;
    const now = clock.now();
    await trx
      .insertInto('setting')
      .values({ keyword, value: String(id), public: 0, updated_at: now })
      .onConflict((oc) => oc.column('keyword').doUpdateSet({ value: String(id), updated_at: now }))
      .execute();
    return id;
  }

  return {
    // ── News and banners ──────────────────────────────────────────────────────────────────────

    /** Every article of a category, withdrawn and scheduled ones too, with all its languages. */
    async articles(cId: number): Promise<AdminArticle[]> {
      if (cId !== NEWS_CATEGORY.news && cId !== NEWS_CATEGORY.banners) {
        throw new Refusal(contentMessages.categoryUnknown);
      }
      let q = db.selectFrom('article').selectAll().where('c_id', '=', cId);
      q =
        cId === NEWS_CATEGORY.news
          ? q.orderBy('published_at', 'desc').orderBy('id', 'desc')
          : q.orderBy('sort').orderBy('id');
      const rows = await q.execute();
      const ids = rows.map((r) => r.id);
      const texts = ids.length
        ? await db.selectFrom('article_i18n').selectAll().where('article_id', 'in', ids).execute()
        : [];
      return rows.map((r) =>
        toArticle(
          r,
          texts.filter((t) => Number(t.article_id) === Number(r.id)),
        ),
      );
    },

    /** Creates (no id) or replaces an article; its texts become exactly the languages given. */
    async saveArticle(input: ArticleInput, within: Within): Promise<{ id: number }> {
      if (input.c_id !== NEWS_CATEGORY.news && input.c_id !== NEWS_CATEGORY.banners) {
        throw new Refusal(contentMessages.categoryUnknown);
      }
      const image = checkImage(input.image);
      const link = checkLink(input.link);
      const texts = cleanTexts(input.texts, 'title', contentMessages.titleMissing);
      return db.transaction().execute(async (trx) => {
        const before = input.id ? await articleOf(trx, input.id) : null;
        if (input.id && !before) throw new Refusal(contentMessages.articleUnknown);
        const id = input.id ?? (await nextId(trx, 'article'));
        const row = {
          c_id: input.c_id,
          image,
          link,
          // Only news can be the launch pop-up (GET /news/index_pop reads news).
          popup: input.popup && input.c_id === NEWS_CATEGORY.news ? 1 : 0,
          sort: input.sort,
          status: input.status,
          published_at: input.published_at,
        };
        if (before) await trx.updateTable('article').set(row).where('id', '=', id).execute();
        else
          await trx
            .insertInto('article')
            .values({ id, ...row, created_at: clock.now() })
            .execute();
        await trx.deleteFrom('article_i18n').where('article_id', '=', id).execute();
        await trx
          .insertInto('article_i18n')
          .values(
            texts.map(([lang, t]) => ({ article_id: id, lang, title: t.title, summary: t.summary, body: t.body })),
          )
          .execute();
        const after = await articleOf(trx, id);
        await within(asTrx(trx), {
          action: `${kindOf(input.c_id)}.save`,
          targetType: 'article',
          targetId: String(id),
          before,
          after,
        });
        return { id };
      });
    },

    /** Hides an article (status 0); it stays to be edited or shown again. */
    async withdrawArticle(id: number, within: Within): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await articleOf(trx, id);
        if (!before) throw new Refusal(contentMessages.articleUnknown);
        await trx.updateTable('article').set({ status: 0 }).where('id', '=', id).execute();
        const after = await articleOf(trx, id);
        await within(asTrx(trx), {
          action: `${kindOf(before.c_id)}.withdraw`,
          targetType: 'article',
          targetId: String(id),
          before,
          after,
        });
      });
    },

    /** Removes an article for good; the audit record keeps what it was. */
    async deleteArticle(id: number, within: Within): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await articleOf(trx, id);
        if (!before) throw new Refusal(contentMessages.articleUnknown);
        // The texts reference the article: they go first.
        await trx.deleteFrom('article_i18n').where('article_id', '=', id).execute();
        await trx.deleteFrom('article').where('id', '=', id).execute();
        await within(asTrx(trx), {
          action: `${kindOf(before.c_id)}.delete`,
          targetType: 'article',
          targetId: String(id),
          before,
          after: null,
        });
      });
    },

    // ── FAQ ───────────────────────────────────────────────────────────────────────────────────

    /** The FAQ groups (titles in English) and every entry with all its languages, in order. */
    async faq(): Promise<AdminFaqList> {
      const [groups, rows, texts] = await Promise.all([
        db
          .selectFrom('faq_group as g')
          .leftJoin('faq_group_i18n as e', (j) => j.onRef('e.type', '=', 'g.type').on('e.lang', '=', DEFAULT_LOCALE))
          .select(['g.type', 'e.title'])
          .orderBy('g.sort')
          .orderBy('g.type')
          .execute(),
        db.selectFrom('faq').selectAll().orderBy('type').orderBy('sort').orderBy('id').execute(),
        db.selectFrom('faq_i18n').selectAll().execute(),
      ]);
      return {
        groups: groups.map((g) => ({ type: g.type, title: g.title ?? g.type })),
        items: rows.map((r) => ({
          id: Number(r.id),
          type: r.type,
          sort: Number(r.sort),
          texts: qaTexts(texts.filter((t) => Number(t.faq_id) === Number(r.id))),
        })),
      };
    },

    async saveFaq(
      input: { id?: number; type: string; sort: number; texts: QaTexts },
      within: Within,
    ): Promise<{ id: number }> {
      const texts = cleanTexts(input.texts, 'question', contentMessages.questionMissing);
      return db.transaction().execute(async (trx) => {
        const group = await trx
          .selectFrom('faq_group')
          .select('type')
          .where('type', '=', input.type)
          .executeTakeFirst();
        if (!group) throw new Refusal(contentMessages.faqTypeUnknown);
        const before = input.id ? await faqOf(trx, input.id) : null;
        if (input.id && !before) throw new Refusal(contentMessages.faqUnknown);
        const id = input.id ?? (await nextId(trx, 'faq'));
        if (before)
          await trx.updateTable('faq').set({ type: input.type, sort: input.sort }).where('id', '=', id).execute();
        else await trx.insertInto('faq').values({ id, type: input.type, sort: input.sort }).execute();
        await trx.deleteFrom('faq_i18n').where('faq_id', '=', id).execute();
        await trx
          .insertInto('faq_i18n')
          .values(texts.map(([lang, t]) => ({ faq_id: id, lang, question: t.question, answer: t.answer })))
          .execute();
        const after = await faqOf(trx, id);
        await within(asTrx(trx), { action: 'faq.save', targetType: 'faq', targetId: String(id), before, after });
        return { id };
      });
    },

    async deleteFaq(id: number, within: Within): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await faqOf(trx, id);
        if (!before) throw new Refusal(contentMessages.faqUnknown);
        await trx.deleteFrom('faq_i18n').where('faq_id', '=', id).execute();
        await trx.deleteFrom('faq').where('id', '=', id).execute();
        await within(asTrx(trx), {
          action: 'faq.delete',
          targetType: 'faq',
          targetId: String(id),
          before,
          after: null,
        });
      });
    },

    // ── Information pages ─────────────────────────────────────────────────────────────────────

    /** The three information pages with all their languages (a page never saved has none). */
    async pages(): Promise<AdminPage[]> {
      return Promise.all(
        PAGE_KEYWORDS.map(async (k) => (await pageOf(db, k)) ?? { keyword: k, updated_at: 0, texts: {} }),
      );
    },

    async savePage(keyword: PageKeyword, input: PageTexts, within: Within): Promise<void> {
      const texts = cleanTexts(input, 'title', contentMessages.titleMissing);
      await db.transaction().execute(async (trx) => {
        const before = await pageOf(trx, keyword);
        const now = clock.now();
        if (before)
          await trx.updateTable('content_page').set({ updated_at: now }).where('keyword', '=', keyword).execute();
        else await trx.insertInto('content_page').values({ keyword, updated_at: now }).execute();
        await trx.deleteFrom('content_page_i18n').where('keyword', '=', keyword).execute();
        await trx
          .insertInto('content_page_i18n')
          .values(texts.map(([lang, t]) => ({ keyword, lang, title: t.title, body: t.body })))
          .execute();
        const after = await pageOf(trx, keyword);
        await within(asTrx(trx), { action: 'page.save', targetType: 'page', targetId: keyword, before, after });
      });
    },
  };
}

export type CmsAdmin = ReturnType<typeof makeCmsAdmin>;

type ArticleRow = {
  id: number;
  c_id: number;
  image: string;
  link: string;
  popup: number;
  sort: number;
  status: number;
  published_at: number;
  created_at: number;
};

function toArticle(
  r: ArticleRow,
  texts: { lang: string; title: string; summary: string; body: string }[],
): AdminArticle {
  const out: ArticleTexts = {};
  for (const t of texts) out[t.lang as keyof ArticleTexts] = { title: t.title, summary: t.summary, body: t.body };
  return {
    id: Number(r.id),
    c_id: Number(r.c_id),
    image: r.image,
    link: r.link,
    popup: Number(r.popup) === 1,
    sort: Number(r.sort),
    status: Number(r.status),
    // PostgreSQL hands bigint columns back as strings.
    published_at: Number(r.published_at),
    created_at: Number(r.created_at),
    texts: out,
  };
}

function qaTexts(rows: { lang: string; question: string; answer: string }[]): QaTexts {
  const out: QaTexts = {};
  for (const t of rows) out[t.lang as keyof QaTexts] = { question: t.question, answer: t.answer };
  return out;
}
