import type { Kysely } from 'kysely';

// Site settings, read by GET /getSiteConfig and GET /getSetting. `public` = 1 marks a setting a
// guest may read; the rest are for the server only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('keyword', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  const now = Date.now();
  const defaults: [string, string][] = [
    ['site_name', 'Kestrel'],
    ['site_logo', '/h5/icons/icon-192.png'],
    // xstype1..4 switch optional site features on (1) or off (0); spec §3 defaults them to 0.
    ['xstype1', '0'],
    ['xstype2', '0'],
    ['xstype3', '0'],
    ['xstype4', '0'],
  ];
  await db
    .insertInto('setting' as never)
    .values(defaults.map(([keyword, value]) => ({ keyword, value, public: 1, updated_at: now })) as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('setting').execute();
}
