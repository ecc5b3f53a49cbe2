import { type Kysely, sql } from 'kysely';

// The statement index holds one row per entry, holder and currency instead of one per posting
// (ADR 12): the posting that stands for its entry there is marked `lead`, and the index is partial
// on it. Postings written before are marked here as the writers mark them (ledger/rules.ts,
// statementLeads: the first posting of each holder and currency in its entry).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger_posting')
    .addColumn('lead', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update ledger_posting set lead = 1
    where seq = (
      select min(q.seq) from ledger_posting q
      where q.entry_id = ledger_posting.entry_id
        and q.holder = ledger_posting.holder
        and q.currency = ledger_posting.currency
    )`.execute(db);
  await db.schema.dropIndex('ledger_posting_holder_idx').execute();
  await db.schema
    .createIndex('ledger_posting_statement_idx')
    .on('ledger_posting')
    .columns(['holder', 'currency', 'created_at'])
    .where(sql.ref('lead'), '=', sql.lit(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_posting_statement_idx').execute();
  await db.schema
    .createIndex('ledger_posting_holder_idx')
    .on('ledger_posting')
    .columns(['holder', 'currency', 'created_at'])
    .execute();
  await db.schema.alterTable('ledger_posting').dropColumn('lead').execute();
}
