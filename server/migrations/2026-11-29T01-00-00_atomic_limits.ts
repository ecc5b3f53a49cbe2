import type { Kysely } from 'kysely';

// Limits judged atomically (issue 32 §3): rows that serialise one subject's requests on
// PostgreSQL (core/row-lock.ts), try counters that keep the tries being verified apart from the
// failures (core/rateLimit.ts `attempt`), and the indexes the rolling day of balance adjustments
// is summed over, per customer and per administrator (admin/adjustments.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('row_lock')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('try_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('pending', 'integer', (c) => c.notNull())
    .addColumn('pending_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('balance_adjustment_user_idx')
    .on('balance_adjustment')
    .columns(['user_id', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('balance_adjustment_requester_idx')
    .on('balance_adjustment')
    .columns(['requested_by', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('balance_adjustment_requester_idx').execute();
  await db.schema.dropIndex('balance_adjustment_user_idx').execute();
  await db.schema.dropTable('try_limit').execute();
  await db.schema.dropTable('row_lock').execute();
}
