import type { Kysely } from 'kysely';

// Seconds options (issue 15, ADR 14) and the job runner's record (DESIGN §7).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (job, period) a periodic job has done, written with its effects.
  await db.schema
    .createTable('job_run')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'bigint', (c) => c.notNull())
    .addColumn('ran_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_run_pk', ['job', 'period'])
    .execute();

  // The published terms of each duration, edited in the back office; an option copies its terms.
  await db.schema
    .createTable('option_duration')
    .addColumn('seconds', 'integer', (c) => c.primaryKey())
    .addColumn('profit_ratio', 'text', (c) => c.notNull())
    .addColumn('min_stake', 'text', (c) => c.notNull())
    .addColumn('max_stake', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('option_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('stake', 'text', (c) => c.notNull())
    .addColumn('profit_ratio', 'text', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('open_price', 'text', (c) => c.notNull())
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('settle_tick_id', 'bigint')
    .addColumn('settle_price', 'text')
    .addColumn('settle_time', 'bigint')
    .addColumn('result', 'integer')
    .addColumn('payout', 'text')
    .addColumn('settled_at', 'bigint')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('option_order_user_idx')
    .on('option_order')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
  // The settlement sweep reads open options by expiry.
  await db.schema.createIndex('option_order_expiry_idx').on('option_order').columns(['state', 'expires_at']).execute();

  // Who accepted which version of the risk disclosure, and when (once).
  await db.schema
    .createTable('option_disclosure')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('option_disclosure_pk', ['user_id', 'version'])
    .execute();

  const now = Date.now();
  const durations = [
    { seconds: 30, profit_ratio: '0.8' },
    { seconds: 60, profit_ratio: '0.82' },
    { seconds: 180, profit_ratio: '0.85' },
    { seconds: 300, profit_ratio: '0.88' },
  ];
  await (db as Kysely<{ option_duration: Record<string, unknown> }>)
    .insertInto('option_duration')
    .values(durations.map((d) => ({ ...d, min_stake: '10', max_stake: '10000', enabled: 1, updated_at: now })))
    .execute();
  // xstype1 is the seconds options switch (ADR 14): on unless an operator turns it off.
  await (db as Kysely<{ setting: { keyword: string; value: string } }>)
    .updateTable('setting')
    .set({ value: '1' })
    .where('keyword', '=', 'xstype1')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['option_disclosure', 'option_order', 'option_duration', 'job_run']) {
    await db.schema.dropTable(t).execute();
  }
}
