import { type Kysely, sql } from 'kysely';

// Spot trading (issue 13, ADR 13): pair settings, orders (the open ones rebuild the books at
// start) and trades (each with the recorded reference tick of its moment).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spot_pair')
    .addColumn('instrument_id', 'integer', (c) => c.primaryKey())
    .addColumn('amount_decimals', 'integer', (c) => c.notNull())
    .addColumn('min_amount', 'text', (c) => c.notNull())
    .addColumn('min_total', 'text', (c) => c.notNull())
    .addColumn('maker_fee', 'text', (c) => c.notNull())
    .addColumn('taker_fee', 'text', (c) => c.notNull())
    .addColumn('market_protection', 'text', (c) => c.notNull())
    .addColumn('max_open_orders', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('maker_levels', 'integer', (c) => c.notNull())
    .addColumn('maker_step', 'text', (c) => c.notNull())
    .addColumn('maker_level_value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('spot_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('time_in_force', 'text', (c) => c.notNull())
    .addColumn('post_only', 'integer', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('filled', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('frozen', 'text', (c) => c.notNull())
    .addColumn('price_decimals', 'integer', (c) => c.notNull())
    .addColumn('amount_decimals', 'integer', (c) => c.notNull())
    .addColumn('maker_fee', 'text', (c) => c.notNull())
    .addColumn('taker_fee', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spot_order_user_idx')
    .on('spot_order')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
  // Only open orders are looked up by state (to rebuild the books): filled and cancelled ones
  // leave this index, so it stays as small as the books.
  await db.schema
    .createIndex('spot_order_open_idx')
    .on('spot_order')
    .column('seq')
    .where(sql.ref('state'), 'in', sql`('open', 'partial')`)
    .execute();

  await db.schema
    .createTable('spot_trade')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('taker_side', 'text', (c) => c.notNull())
    .addColumn('taker_order_id', 'text')
    .addColumn('maker_order_id', 'text')
    .addColumn('taker_user_id', 'text')
    .addColumn('maker_user_id', 'text')
    .addColumn('taker_fee', 'text', (c) => c.notNull())
    .addColumn('maker_fee', 'text', (c) => c.notNull())
    .addColumn('tick_id', 'bigint', (c) => c.notNull())
    .addColumn('tick_price', 'text', (c) => c.notNull())
    .addColumn('tick_time', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spot_trade_symbol_idx')
    .on('spot_trade')
    .columns(['instrument_id', 'created_at'])
    .execute();
  // A side taken by the market maker has no order: those trades are not indexed by it.
  await db.schema
    .createIndex('spot_trade_taker_idx')
    .on('spot_trade')
    .column('taker_order_id')
    .where('taker_order_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('spot_trade_maker_idx')
    .on('spot_trade')
    .column('maker_order_id')
    .where('maker_order_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spot_trade').execute();
  await db.schema.dropTable('spot_order').execute();
  await db.schema.dropTable('spot_pair').execute();
}
