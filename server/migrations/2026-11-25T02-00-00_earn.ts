import type { Kysely } from 'kysely';

// Earn (issue 16, ADR 18): lock-mining products (and their DeFi and cloud kinds) and orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('earn_product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('daily_rate', 'text', (c) => c.notNull())
    .addColumn('penalty_rate', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'text', (c) => c.notNull())
    .addColumn('user_cap', 'text', (c) => c.notNull())
    .addColumn('total_cap', 'text', (c) => c.notNull())
    .addColumn('dividend_minute', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('yield_source', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('locked', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('earn_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('daily_rate', 'text', (c) => c.notNull())
    .addColumn('penalty_rate', 'text', (c) => c.notNull())
    .addColumn('dividend_minute', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('days_paid', 'integer', (c) => c.notNull())
    .addColumn('interest_paid', 'text', (c) => c.notNull())
    .addColumn('redeem_reason', 'text')
    .addColumn('penalty', 'text')
    .addColumn('redeemed_at', 'bigint')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('earn_order_user_idx')
    .on('earn_order')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
  // The accrual reads running orders by dividend time, and maturities by end.
  await db.schema
    .createIndex('earn_order_running_idx')
    .on('earn_order')
    .columns(['state', 'dividend_minute'])
    .execute();
  await db.schema.createIndex('earn_order_end_idx').on('earn_order').columns(['state', 'end_at']).execute();

  // Demo products (the embedded default's; an operator edits or adds more in the back office).
  const now = Date.now();
  const fund =
    "Paid by Kestrel's earn fund (system:earn) from its own money: a demo product, no mining or lending happens.";
  const products = [
    [
      1,
      'lock',
      'USDT',
      5,
      '0.003',
      '0.004',
      '100',
      '100000',
      '10000000',
      'USDT lock mining · 5 days',
      'Lock USDT for 5 days and earn 0.3 % a day, paid daily at 00:00 UTC; the amount comes back at maturity. Redeeming early costs 0.4 % of the amount for each day still to run.',
    ],
    [
      2,
      'lock',
      'USDT',
      30,
      '0.0035',
      '0.004',
      '500',
      '200000',
      '10000000',
      'USDT lock mining · 30 days',
      'Lock USDT for 30 days and earn 0.35 % a day, paid daily at 00:00 UTC; the amount comes back at maturity. Redeeming early costs 0.4 % of the amount for each day still to run.',
    ],
    [
      3,
      'lock',
      'BTC',
      15,
      '0.003',
      '0.004',
      '0.01',
      '10',
      '1000',
      'BTC lock mining · 15 days',
      'Lock BTC for 15 days and earn 0.3 % a day in BTC, paid daily at 00:00 UTC. Redeeming early costs 0.4 % of the amount for each day still to run.',
    ],
    [
      4,
      'defi',
      'ETH',
      7,
      '0.004',
      '0.004',
      '0.1',
      '100',
      '10000',
      'ETH DeFi mining · 7 days',
      'A demo of DeFi mining: your ETH is locked for 7 days in Kestrel (it is not sent to any protocol) and earns 0.4 % a day, paid daily at 00:00 UTC.',
    ],
    [
      5,
      'cloud',
      'USDT',
      10,
      '0.0032',
      '0.004',
      '100',
      '100000',
      '10000000',
      'Cloud mining · 10 days',
      'A demo of cloud mining: no hash power is rented. USDT locked for 10 days earns 0.32 % a day, paid daily at 00:00 UTC.',
    ],
  ] as const;
  await (db as Kysely<{ earn_product: Record<string, unknown> }>)
    .insertInto('earn_product')
    .values(
      products.map(
        ([id, kind, currency, days, daily_rate, penalty_rate, min_amount, user_cap, total_cap, name, intro]) => ({
          id,
          kind,
          currency,
          days,
          daily_rate,
          penalty_rate,
          min_amount,
          user_cap,
          total_cap,
          dividend_minute: 0,
          name,
          intro,
          yield_source: fund,
          enabled: 1,
          locked: '0',
          updated_at: now,
        }),
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['earn_order', 'earn_product']) await db.schema.dropTable(t).execute();
}
