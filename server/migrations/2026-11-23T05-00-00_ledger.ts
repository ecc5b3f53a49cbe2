import type { Kysely } from 'kysely';

// The ledger (DESIGN §4): journal entries and their postings, balances as their projection, and
// the idempotency keys that make a replayed request answer the same without a second effect.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_posting')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('ledger_entry.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('account', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_posting_pk', ['entry_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('ledger_posting_holder_idx')
    .on('ledger_posting')
    .columns(['holder', 'currency', 'created_at'])
    .execute();

  await db.schema
    .createTable('balance')
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('account', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('available', 'text', (c) => c.notNull())
    .addColumn('frozen', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('balance_pk', ['holder', 'account', 'currency'])
    .execute();

  await db.schema
    .createTable('idempotency')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['idempotency', 'balance', 'ledger_posting', 'ledger_entry']) await db.schema.dropTable(t).execute();
}
