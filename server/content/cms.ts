// News, banners, the launch pop-up, FAQ, the help menu and the information pages (spec §7
// Content), read in the request's language. Each text is joined twice, in the asked language and in
// English, and the first that exists is served: a missing translation falls back to English, and a
// row with neither is left out.
import {
  type ContentPage,
  type FaqEntry,
  type FaqGroup,
  type MenuItem,
  NEWS_CATEGORY,
  type NewsDetail,
  type NewsItem,
  type Page,
  type PageKeyword,
} from '../../contract/content';
import { DEFAULT_LOCALE, type Locale } from '../../contract/locales';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { type CmsDb, cmsDb } from './cms-tables';
import { contentMessages } from './messages';

export function makeCms(database: Db, clock: Clock) {
  const db: CmsDb = cmsDb(database);
  const en = DEFAULT_LOCALE;

  /** Shown articles with their texts in `lang` (or English): withdrawn and scheduled ones are left out. */
  const articles = (lang: Locale) =>
    db
      .selectFrom('article as a')
      .leftJoin('article_i18n as t', (j) => j.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', lang))
      .leftJoin('article_i18n as e', (j) => j.onRef('e.article_id', '=', 'a.id').on('e.lang', '=', en))
      .where('a.status', '=', 1)
      .where('a.published_at', '<=', clock.now())
      .where((eb) => eb.or([eb('t.article_id', 'is not', null), eb('e.article_id', 'is not', null)]));

  const itemColumns = (lang: Locale) =>
    articles(lang).select((eb) => [
      'a.id',
      'a.c_id',
      'a.image',
      'a.link',
      'a.published_at',
      eb.fn.coalesce('t.title', 'e.title').as('title'),
      eb.fn.coalesce('t.summary', 'e.summary').as('summary'),
    ]);

  type ItemRow = {
    id: number;
    image: string;
    link: string;
    published_at: number;
    title: string | null;
    summary: string | null;
  };
  const toItem = (r: ItemRow): NewsItem => ({
    id: Number(r.id),
    title: r.title ?? '',
    summary: r.summary ?? '',
    image: r.image,
    link: r.link,
    published_at: Number(r.published_at),
  });

  return {
    /** GET /news/index_pop: the newest pop-up news, or null. */
    async popup(lang: Locale): Promise<NewsItem | null> {
      const row = await itemColumns(lang)
        .where('a.popup', '=', 1)
        .where('a.c_id', '=', NEWS_CATEGORY.news)
        .orderBy('a.published_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toItem(row) : null;
    },

    /** POST /news/list: news newest first, banners in their set order. */
    async list(cId: number, page: number, limit: number, lang: Locale): Promise<Page<NewsItem>> {
      if (cId !== NEWS_CATEGORY.news && cId !== NEWS_CATEGORY.banners) {
        throw new Refusal(contentMessages.categoryUnknown);
      }
      let query = itemColumns(lang).where('a.c_id', '=', cId);
      query =
        cId === NEWS_CATEGORY.news
          ? query.orderBy('a.published_at', 'desc').orderBy('a.id', 'desc')
          : query.orderBy('a.sort', 'asc').orderBy('a.id', 'asc');
      const [rows, total] = await Promise.all([
        query
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        articles(lang)
          .where('a.c_id', '=', cId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toItem), total: Number(total.n), page, limit };
    },

    /** POST /news/detail: the whole article; an unknown, withdrawn or scheduled id is refused. */
    async detail(id: number, lang: Locale): Promise<NewsDetail> {
      const row = await itemColumns(lang)
        .where('a.id', '=', id)
        .select((eb) => [eb.fn.coalesce('t.body', 'e.body').as('body'), 't.lang as served'])
        .executeTakeFirst();
      if (!row) throw new Refusal(contentMessages.articleUnknown);
      return { ...toItem(row), c_id: Number(row.c_id), body: row.body ?? '', lang: row.served ?? en };
    },

    /** POST /news/getGuList: the FAQ entries of one type, in order. */
    async faqOfType(type: string, lang: Locale): Promise<FaqEntry[]> {
      const group = await db.selectFrom('faq_group').select('type').where('type', '=', type).executeTakeFirst();
      if (!group) throw new Refusal(contentMessages.faqTypeUnknown);
      return (await faqEntries(lang)).filter((f) => f.type === type);
    },

    /** GET /faq: every FAQ entry, grouped by type, groups and entries in order. */
    async faq(lang: Locale): Promise<FaqGroup[]> {
      const [groups, entries] = await Promise.all([
        db
          .selectFrom('faq_group as g')
          .leftJoin('faq_group_i18n as t', (j) => j.onRef('t.type', '=', 'g.type').on('t.lang', '=', lang))
          .leftJoin('faq_group_i18n as e', (j) => j.onRef('e.type', '=', 'g.type').on('e.lang', '=', en))
          .select((eb) => ['g.type', eb.fn.coalesce('t.title', 'e.title').as('title')])
          .orderBy('g.sort')
          .orderBy('g.type')
          .execute(),
        faqEntries(lang),
      ]);
      return groups
        .map((g) => ({ type: g.type, title: g.title ?? g.type, items: entries.filter((f) => f.type === g.type) }))
        .filter((g) => g.items.length > 0);
    },

    /** GET /menu */
    async menu(lang: Locale): Promise<MenuItem[]> {
      const rows = await db
        .selectFrom('content_menu as m')
        .leftJoin('content_menu_i18n as t', (j) => j.onRef('t.key', '=', 'm.key').on('t.lang', '=', lang))
        .leftJoin('content_menu_i18n as e', (j) => j.onRef('e.key', '=', 'm.key').on('e.lang', '=', en))
        .select((eb) => ['m.key', 'm.path', eb.fn.coalesce('t.title', 'e.title').as('title')])
        .orderBy('m.sort')
        .orderBy('m.key')
        .execute();
      return rows.flatMap((r) => (r.title ? [{ key: r.key, title: r.title, path: r.path }] : []));
    },

    /** GET /aboutus, /contactus, /operational_compliance */
    async page(keyword: PageKeyword, lang: Locale): Promise<ContentPage> {
      const row = await db
        .selectFrom('content_page as p')
        .leftJoin('content_page_i18n as t', (j) => j.onRef('t.keyword', '=', 'p.keyword').on('t.lang', '=', lang))
        .leftJoin('content_page_i18n as e', (j) => j.onRef('e.keyword', '=', 'p.keyword').on('e.lang', '=', en))
        .select((eb) => [
          'p.updated_at',
          eb.fn.coalesce('t.title', 'e.title').as('title'),
          eb.fn.coalesce('t.body', 'e.body').as('body'),
        ])
        .where('p.keyword', '=', keyword)
        .executeTakeFirst();
      if (!row?.title) throw new Refusal(contentMessages.pageUnknown);
      return { keyword, title: row.title, body: row.body ?? '', updated_at: Number(row.updated_at) };
    },
  };

  async function faqEntries(lang: Locale): Promise<FaqEntry[]> {
    const rows = await db
      .selectFrom('faq as f')
      .leftJoin('faq_i18n as t', (j) => j.onRef('t.faq_id', '=', 'f.id').on('t.lang', '=', lang))
      .leftJoin('faq_i18n as e', (j) => j.onRef('e.faq_id', '=', 'f.id').on('e.lang', '=', en))
      .select((eb) => [
        'f.id',
        'f.type',
        eb.fn.coalesce('t.question', 'e.question').as('question'),
        eb.fn.coalesce('t.answer', 'e.answer').as('answer'),
      ])
      .orderBy('f.sort')
      .orderBy('f.id')
      .execute();
    return rows.flatMap((r) =>
      r.question ? [{ id: Number(r.id), type: r.type, question: r.question, answer: r.answer ?? '' }] : [],
    );
  }
}

export type Cms = ReturnType<typeof makeCms>;
