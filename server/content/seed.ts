// Demo content, inserted at boot (server/app.ts, right after the migrations) into whichever content
// tables are still empty: a fresh database gets news, banners, the pop-up, FAQ, pages and menu in
// all nine languages; a database whose content was edited is never touched. Inserts ignore rows that
// already exist, so two nodes starting together on one PostgreSQL database cannot collide.
import { LOCALES } from '../../contract/locales';
import type { Db } from '../core/db';
import { type CmsDb, cmsDb } from './cms-tables';
import { FAQ, FAQ_GROUPS } from './seed-faq';
import { type ArticleSeed, BANNERS, NEWS } from './seed-news';
import { MENU, PAGES } from './seed-pages';

const HOUR_MS = 3_600_000;

/** Blocks of a seeded body joined the way the article format reads them. */
const joinBody = (blocks: string[]) => blocks.join('\n\n');

export async function seedContent(database: Db, now: number): Promise<void> {
  await cmsDb(database)
    .transaction()
    .execute(async (trx) => {
      if (await isEmpty(trx, 'article')) await seedArticles(trx, [...NEWS, ...BANNERS], now);
      if (await isEmpty(trx, 'faq_group')) await seedFaq(trx);
      if (await isEmpty(trx, 'content_page')) await seedPages(trx, now);
      if (await isEmpty(trx, 'content_menu')) await seedMenu(trx);
    });
}

async function isEmpty(db: CmsDb, table: 'article' | 'faq_group' | 'content_page' | 'content_menu') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

async function seedArticles(db: CmsDb, articles: ArticleSeed[], now: number) {
  await db
    .insertInto('article')
    .values(
      articles.map((a) => ({
        id: a.id,
        c_id: a.c_id,
        popup: a.popup ? 1 : 0,
        sort: a.sort ?? 0,
        status: 1,
        // Whole minutes, so the demo's dates look like an editor's.
        published_at: Math.floor((now - a.ageHours * HOUR_MS) / 60_000) * 60_000,
        image: a.image,
        link: a.link ?? '',
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('article_i18n')
    .values(
      articles.flatMap((a) =>
        LOCALES.map((lang) => ({
          article_id: a.id,
          lang,
          title: a.texts[lang].title,
          summary: a.texts[lang].summary,
          body: joinBody(a.texts[lang].body),
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedFaq(db: CmsDb) {
  await db
    .insertInto('faq_group')
    .values(FAQ_GROUPS.map((g) => ({ type: g.type, sort: g.sort })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('faq_group_i18n')
    .values(FAQ_GROUPS.flatMap((g) => LOCALES.map((lang) => ({ type: g.type, lang, title: g.titles[lang] }))))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('faq')
    .values(FAQ.map((f) => ({ id: f.id, type: f.type, sort: f.sort })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('faq_i18n')
    .values(
      FAQ.flatMap((f) =>
        LOCALES.map((lang) => ({ faq_id: f.id, lang, question: f.texts[lang][0], answer: f.texts[lang][1] })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedPages(db: CmsDb, now: number) {
  await db
    .insertInto('content_page')
    .values(PAGES.map((p) => ({ keyword: p.keyword, updated_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('content_page_i18n')
    .values(
      PAGES.flatMap((p) =>
        LOCALES.map((lang) => ({
          keyword: p.keyword,
          lang,
          title: p.texts[lang].title,
          body: joinBody(p.texts[lang].body),
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function seedMenu(db: CmsDb) {
  await db
    .insertInto('content_menu')
    .values(MENU.map((m, i) => ({ key: m.key, sort: i + 1, path: m.path })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('content_menu_i18n')
    .values(MENU.flatMap((m) => LOCALES.map((lang) => ({ key: m.key, lang, title: m.titles[lang] }))))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
