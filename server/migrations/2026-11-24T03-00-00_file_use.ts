import { type Kysely, sql } from 'kysely';

// Uploads that no call ever used are deleted after a day (issue 19 §3): a file records when a call
// first took it. Files already stored count as used (nothing is deleted that existed before).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('file').addColumn('used_at', 'bigint').execute();
  await sql`update file set used_at = created_at`.execute(db);
  await db.schema
    .createIndex('file_unused_idx')
    .on('file')
    .column('created_at')
    .where(sql.ref('used_at'), 'is', null)
    .execute();
  // The per-user quota sums an owner's files.
  await db.schema.createIndex('file_owner_idx').on('file').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_owner_idx').execute();
  await db.schema.dropIndex('file_unused_idx').execute();
  await db.schema.alterTable('file').dropColumn('used_at').execute();
}
