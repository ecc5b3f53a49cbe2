import type { Kysely } from 'kysely';

// Crypto gifts (issue 39): a gift with its parts drawn at send time, and its claims — one per
// (gift, user) and one per (gift, part), so no user claims twice and no part is taken twice even
// if a check were wrong. The expiry sweep looks for open gifts by expiry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('account', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('shares', 'text', (c) => c.notNull())
    .addColumn('claimed_count', 'integer', (c) => c.notNull())
    .addColumn('claimed_amount', 'text', (c) => c.notNull())
    .addColumn('refunded', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('gift_sender_idx').on('gift').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('gift_state_idx').on('gift').columns(['state', 'expires_at']).execute();

  await db.schema
    .createTable('gift_claim')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gift_id', 'text', (c) => c.notNull().references('gift.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('gift_claim_user_uq', ['gift_id', 'user_id'])
    .addUniqueConstraint('gift_claim_part_uq', ['gift_id', 'part'])
    .execute();
  await db.schema.createIndex('gift_claim_user_idx').on('gift_claim').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['gift_claim', 'gift']) await db.schema.dropTable(t).execute();
}
