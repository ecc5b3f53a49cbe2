import type { Kysely } from 'kysely';

// Balance adjustments with four eyes (issue 19 §5): every adjustment is a row; one above the
// approval threshold waits for a second administrator before its ledger entry is written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balance_adjustment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('account', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('value_usdt', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_id', 'text')
    .execute();
  await db.schema
    .createIndex('balance_adjustment_state_idx')
    .on('balance_adjustment')
    .columns(['state', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_adjustment').execute();
}
