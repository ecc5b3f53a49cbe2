import type { Kysely } from 'kysely';

// Withdrawals (spec §2 withdraw, §6 limits): frozen at request, debited on approval, released on
// rejection; each keeps its BTC value at the recorded prices of its request, for the 24 h limit.
// Coin exchanges (spec §3 Transfer): a conversion at a recorded price, citing the ticks it used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('coin_id', 'integer', (c) => c.notNull().references('coin.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('received', 'text', (c) => c.notNull())
    .addColumn('btc_value', 'text', (c) => c.notNull())
    .addColumn('price_ticks', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('reviewer', 'text')
    .addColumn('freeze_entry_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('withdrawal_user_idx').on('withdrawal').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawal_state_idx').on('withdrawal').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('coin_exchange')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('from_currency', 'text', (c) => c.notNull())
    .addColumn('to_currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('received', 'text', (c) => c.notNull())
    .addColumn('price_ticks', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coin_exchange_user_idx')
    .on('coin_exchange')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coin_exchange').execute();
  await db.schema.dropTable('withdrawal').execute();
}
