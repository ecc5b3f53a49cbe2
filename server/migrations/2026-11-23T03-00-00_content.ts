import type { Kysely } from 'kysely';

// Content: news and banners (articles, spec §3 c_id 4 / 5), FAQ entries grouped by type, the
// information pages (about, contact, operational compliance) and the help menu. Every text lives
// in a `*_i18n` table, one row per language (contract/locales codes); readers fall back to English.
// The demo content itself is inserted at boot by server/content/seed.ts, not here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // 4 news, 5 banners (spec §3).
    .addColumn('c_id', 'integer', (c) => c.notNull())
    // 1: shown once as the launch pop-up (GET /news/index_pop); the newest such article wins.
    .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
    // Banner order, ascending.
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 shown, 0 withdrawn.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    // Hidden until then (scheduled publishing).
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    // Where a tap leads instead of the article: an app route (/pages/…) or an http(s) URL.
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_list_idx').on('article').columns(['c_id', 'status', 'published_at']).execute();

  await db.schema
    .createTable('article_i18n')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // Plain text: paragraphs split by a blank line, "## " a subheading, "- " a list item.
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_i18n_pk', ['article_id', 'lang'])
    .execute();

  await db.schema
    .createTable('faq_group')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('faq_group_i18n')
    .addColumn('type', 'text', (c) => c.notNull().references('faq_group.type').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_group_i18n_pk', ['type', 'lang'])
    .execute();

  await db.schema
    .createTable('faq')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().references('faq_group.type'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('faq_type_idx').on('faq').columns(['type', 'sort']).execute();

  await db.schema
    .createTable('faq_i18n')
    .addColumn('faq_id', 'integer', (c) => c.notNull().references('faq.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_i18n_pk', ['faq_id', 'lang'])
    .execute();

  await db.schema
    .createTable('content_page')
    // aboutus, contactus, operational_compliance
    .addColumn('keyword', 'text', (c) => c.primaryKey())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_page_i18n')
    .addColumn('keyword', 'text', (c) => c.notNull().references('content_page.keyword').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_page_i18n_pk', ['keyword', 'lang'])
    .execute();

  await db.schema
    .createTable('content_menu')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // An app route (/pages/…) or an http(s) URL.
    .addColumn('path', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_menu_i18n')
    .addColumn('key', 'text', (c) => c.notNull().references('content_menu.key').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_menu_i18n_pk', ['key', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'content_menu_i18n',
    'content_menu',
    'content_page_i18n',
    'content_page',
    'faq_i18n',
    'faq',
    'faq_group_i18n',
    'faq_group',
    'article_i18n',
    'article',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
