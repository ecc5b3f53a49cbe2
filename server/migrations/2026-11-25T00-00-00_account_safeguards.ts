import type { Kysely } from 'kysely';

// Account safeguards (issue 19 §1): a session that proved its owner again may make one security
// change; changes start a withdrawal hold, new withdrawal destinations wait it; the old contact can
// freeze the account with a one-time link; every change and login is kept as a security event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('verified_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('withdraw_hold_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('security_frozen_at', 'bigint').execute();
  await db.schema
    .alterTable('wallet_address')
    .addColumn('usable_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bank_card')
    .addColumn('usable_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('security_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('security_event_user_idx')
    .on('security_event')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('freeze_link')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('freeze_link').execute();
  await db.schema.dropTable('security_event').execute();
  await db.schema.alterTable('bank_card').dropColumn('usable_at').execute();
  await db.schema.alterTable('wallet_address').dropColumn('usable_at').execute();
  await db.schema.alterTable('users').dropColumn('security_frozen_at').execute();
  await db.schema.alterTable('users').dropColumn('withdraw_hold_until').execute();
  await db.schema.alterTable('session').dropColumn('verified_until').execute();
}
