import type { Kysely } from 'kysely';

// Market data: recorded ticks (settlements will cite them by id), candles per period built from
// them, each user's favourite instruments, and named leases (one node runs the market feed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_tick')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('volume', 'text', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('market_tick_instrument_time_idx')
    .on('market_tick')
    .columns(['instrument_id', 'time'])
    .execute();

  await db.schema
    .createTable('market_candle')
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('open', 'text', (c) => c.notNull())
    .addColumn('high', 'text', (c) => c.notNull())
    .addColumn('low', 'text', (c) => c.notNull())
    .addColumn('close', 'text', (c) => c.notNull())
    .addColumn('volume', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_candle_pk', ['instrument_id', 'period', 'time'])
    .execute();

  await db.schema
    .createTable('favourite')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_pk', ['user_id', 'instrument_id'])
    .execute();

  await db.schema
    .createTable('lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['lease', 'favourite', 'market_candle', 'market_tick']) await db.schema.dropTable(t).execute();
}
