import type { Kysely } from 'kysely';

// Recharges (spec §3 Recharge): a deposit declared by the user with its payment voucher, credited
// through the ledger only when reviewed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recharge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('coin_id', 'integer', (c) => c.notNull().references('coin.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('voucher_file_id', 'text', (c) => c.notNull().references('file.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('reviewer', 'text')
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('recharge_user_idx').on('recharge').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('recharge_state_idx').on('recharge').columns(['state', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recharge').execute();
}
