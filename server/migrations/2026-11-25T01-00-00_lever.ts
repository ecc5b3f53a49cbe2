import type { Kysely } from 'kysely';
import { INSTRUMENTS } from '../market/instruments';

// Leverage contracts (issue 14, ADR 17): terms per instrument, positions, the trigger engine's cursor.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lever_product')
    .addColumn('instrument_id', 'integer', (c) => c.primaryKey())
    .addColumn('lot_size', 'text', (c) => c.notNull())
    .addColumn('multiples', 'text', (c) => c.notNull())
    .addColumn('min_share', 'integer', (c) => c.notNull())
    .addColumn('max_share', 'integer', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('overnight_rate', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lever_position')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('share', 'integer', (c) => c.notNull())
    .addColumn('lot_size', 'text', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('overnight_rate', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('target_price', 'text')
    .addColumn('margin', 'text', (c) => c.notNull())
    .addColumn('open_fee', 'text', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint')
    .addColumn('open_price', 'text')
    .addColumn('open_time', 'bigint')
    .addColumn('take_profit', 'text')
    .addColumn('stop_loss', 'text')
    .addColumn('stops_at', 'bigint', (c) => c.notNull())
    .addColumn('overnight_paid', 'text', (c) => c.notNull())
    .addColumn('close_tick_id', 'bigint')
    .addColumn('close_price', 'text')
    .addColumn('close_time', 'bigint')
    .addColumn('close_reason', 'text')
    .addColumn('profit', 'text')
    .addColumn('close_fee', 'text')
    .addColumn('insurance', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('lever_position_user_idx')
    .on('lever_position')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
  // The trigger engine reads what changed since its last look; the overnight job what is open.
  await db.schema.createIndex('lever_position_updated_idx').on('lever_position').column('updated_at').execute();
  await db.schema
    .createIndex('lever_position_state_idx')
    .on('lever_position')
    .columns(['state', 'open_time'])
    .execute();

  await db.schema
    .createTable('lever_cursor')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tick_time', 'bigint', (c) => c.notNull())
    .execute();

  const now = Date.now();
  // Every instrument quoted in US dollars (USD taken as USDT, one to one, as the terms say); pairs
  // quoted in another currency would need a conversion price and are not offered as contracts.
  const products = INSTRUMENTS.filter((i) => i.quote === 'USD' || i.quote === 'USDT').map((i) => ({
    instrument_id: i.id,
    // One lot is worth between 10 and 100 dollars at the reference price.
    lot_size: lotSize(Number(i.reference)),
    multiples: i.class === 'crypto' ? '5,10,20,50,100' : i.class === 'forex' ? '10,50,100,200' : '5,10,20,50',
    min_share: 1,
    max_share: 1000,
    fee_rate: '0.0005',
    overnight_rate: '0.0003',
    enabled: 1,
    updated_at: now,
  }));
  await (db as Kysely<{ lever_product: Record<string, unknown> }>)
    .insertInto('lever_product')
    .values(products)
    .execute();
  await (db as Kysely<{ setting: Record<string, unknown> }>)
    .insertInto('setting')
    .values({ keyword: 'lever_liquidation_line', value: '0.1', public: 0, updated_at: now })
    .execute();
}

function lotSize(reference: number): string {
  const exponent = Math.floor(Math.log10(100 / reference));
  return exponent >= 0 ? String(10 ** exponent) : `0.${'0'.repeat(-exponent - 1)}1`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['lever_cursor', 'lever_position', 'lever_product']) await db.schema.dropTable(t).execute();
  await (db as Kysely<{ setting: { keyword: string } }>)
    .deleteFrom('setting')
    .where('keyword', '=', 'lever_liquidation_line')
    .execute();
}
