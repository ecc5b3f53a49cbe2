import type { Kysely } from 'kysely';

// The proof of liabilities (issue 41, ADR 27): each user's salt secret, the publications (kept for
// good, the days the job refused to publish among them) and the nodes of the latest published tree
// (older trees' nodes are deleted when a newer one is published: only the latest is served).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('proof_salt')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('proof_publication')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('period', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('as_of', 'bigint', (c) => c.notNull())
    .addColumn('root', 'text')
    .addColumn('leaf_count', 'integer', (c) => c.notNull())
    .addColumn('currencies', 'text', (c) => c.notNull())
    .addColumn('totals', 'text', (c) => c.notNull())
    .addColumn('ledger_totals', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('differences', 'text', (c) => c.notNull())
    .addColumn('faults', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The latest publication served to readers (ids sort by time).
  await db.schema
    .createIndex('proof_publication_status_idx')
    .on('proof_publication')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('proof_node')
    .addColumn('publication_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('sums', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addPrimaryKeyConstraint('proof_node_pk', ['publication_id', 'level', 'idx'])
    .execute();
  // A reader's own leaf.
  await db.schema.createIndex('proof_node_user_idx').on('proof_node').columns(['publication_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['proof_node', 'proof_publication', 'proof_salt']) await db.schema.dropTable(t).execute();
}
