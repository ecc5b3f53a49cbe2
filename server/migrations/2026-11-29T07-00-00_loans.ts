import type { Kysely } from 'kysely';

// Crypto loans (issue 38): the products an operator offers, the loans (their terms copied at
// borrowing, so a product's edit applies to new loans only) and each loan's events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loan_product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('collateral', 'text', (c) => c.notNull())
    .addColumn('borrow', 'text', (c) => c.notNull())
    .addColumn('initial_ltv', 'text', (c) => c.notNull())
    .addColumn('call_ltv', 'text', (c) => c.notNull())
    .addColumn('liquidation_ltv', 'text', (c) => c.notNull())
    .addColumn('daily_rate', 'text', (c) => c.notNull())
    .addColumn('liquidation_fee', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('min_borrow', 'text', (c) => c.notNull())
    .addColumn('user_limit', 'text', (c) => c.notNull())
    .addColumn('total_limit', 'text', (c) => c.notNull())
    // Principal owed on the product's open loans, kept in the transactions that change it.
    .addColumn('lent', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('loan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('collateral_currency', 'text', (c) => c.notNull())
    .addColumn('borrow_currency', 'text', (c) => c.notNull())
    .addColumn('initial_ltv', 'text', (c) => c.notNull())
    .addColumn('call_ltv', 'text', (c) => c.notNull())
    .addColumn('liquidation_ltv', 'text', (c) => c.notNull())
    .addColumn('daily_rate', 'text', (c) => c.notNull())
    .addColumn('liquidation_fee', 'text', (c) => c.notNull())
    .addColumn('term', 'integer', (c) => c.notNull())
    .addColumn('principal', 'text', (c) => c.notNull())
    .addColumn('interest', 'text', (c) => c.notNull())
    .addColumn('interest_paid', 'text', (c) => c.notNull())
    .addColumn('collateral', 'text', (c) => c.notNull())
    .addColumn('hourly_interest', 'text', (c) => c.notNull())
    // Interest is charged for every hour before this one (hours since the epoch).
    .addColumn('accrued_to', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('margin_called', 'integer', (c) => c.notNull())
    .addColumn('borrowed_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('borrowed_price', 'text', (c) => c.notNull())
    .addColumn('borrowed_time', 'bigint', (c) => c.notNull())
    .addColumn('closed_tick_id', 'bigint')
    .addColumn('closed_price', 'text')
    .addColumn('closed_time', 'bigint')
    .addColumn('shortfall', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  // The borrower's lists; the watcher's first load (open loans) and later looks (rows changed since).
  await db.schema.createIndex('loan_user_idx').on('loan').columns(['user_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('loan_state_idx').on('loan').columns(['state', 'accrued_to']).execute();
  await db.schema.createIndex('loan_updated_idx').on('loan').columns(['updated_at']).execute();

  await db.schema
    .createTable('loan_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('loan_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('principal', 'text', (c) => c.notNull())
    .addColumn('interest', 'text', (c) => c.notNull())
    .addColumn('collateral', 'text', (c) => c.notNull())
    .addColumn('hours', 'integer')
    .addColumn('sold', 'text')
    .addColumn('fee', 'text')
    .addColumn('returned', 'text')
    .addColumn('tick_id', 'bigint')
    .addColumn('price', 'text')
    .addColumn('tick_time', 'bigint')
    .addColumn('ltv', 'text')
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loan_event_loan_idx').on('loan_event').columns(['loan_id', 'created_at']).execute();

  // Demo terms (an operator edits them in the back office): USDT against BTC and against ETH.
  const now = Date.now();
  const product = (id: number, collateral: string, daily_rate: string) => ({
    id,
    collateral,
    borrow: 'USDT',
    initial_ltv: '0.65',
    call_ltv: '0.8',
    liquidation_ltv: '0.9',
    daily_rate,
    liquidation_fee: '0.02',
    terms: '[0,7,30,90]',
    min_borrow: '50',
    user_limit: '200000',
    total_limit: '10000000',
    lent: '0',
    enabled: 1,
    updated_at: now,
  });
  await (db as Kysely<{ loan_product: Record<string, unknown> }>)
    .insertInto('loan_product')
    .values([product(1, 'BTC', '0.0002'), product(2, 'ETH', '0.00025')])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['loan_event', 'loan', 'loan_product']) await db.schema.dropTable(t).execute();
}
