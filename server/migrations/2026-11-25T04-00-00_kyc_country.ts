import type { Kysely } from 'kysely';

// The issuing country of a level-1 document (issue 20): ISO 3166-1 alpha-2. Submissions stored
// before stay null: their ID cards were Chinese, but a passport's country was never asked.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_submission').addColumn('country', 'varchar(2)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_submission').dropColumn('country').execute();
}
