import type { Kysely } from 'kysely';

// Copy trading (issue 36): traders, follows, copies (links to the followers' contract positions),
// skipped copies, the copier's cursor, hourly statistics and daily profit shares.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A copy is the follower's own contract position; it names the trader's position it copies.
  await db.schema.alterTable('lever_position').addColumn('copy_of', 'text').execute();
  await db.schema
    .createTable('copy_trader')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('profit_share', 'text', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('demo', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('copy_trader_state_idx').on('copy_trader').columns(['state', 'applied_at']).execute();

  await db.schema
    .createTable('copy_follow')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('trader_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('mode', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('stop_loss', 'text')
    .addColumn('take_profit', 'text')
    .addColumn('max_margin', 'text')
    .addColumn('max_total', 'text')
    .addColumn('profit_share', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('stopped_reason', 'text')
    .addColumn('high_water_mark', 'text', (c) => c.notNull())
    .addColumn('shares_paid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('copy_follow_pair_idx')
    .on('copy_follow')
    .columns(['follower_id', 'trader_id'])
    .unique()
    .execute();
  await db.schema.createIndex('copy_follow_trader_idx').on('copy_follow').columns(['trader_id', 'state']).execute();

  await db.schema
    .createTable('copy_position')
    .addColumn('position_id', 'text', (c) => c.primaryKey())
    .addColumn('follow_id', 'text', (c) => c.notNull())
    .addColumn('trader_position_id', 'text', (c) => c.notNull())
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('trader_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('trader_share', 'integer', (c) => c.notNull())
    .addColumn('self_held_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One copy per follow and trader position: a second look at the same open copies nothing twice.
  await db.schema
    .createIndex('copy_position_once_idx')
    .on('copy_position')
    .columns(['follow_id', 'trader_position_id'])
    .unique()
    .execute();
  await db.schema.createIndex('copy_position_trader_idx').on('copy_position').columns(['trader_position_id']).execute();
  await db.schema
    .createIndex('copy_position_follower_idx')
    .on('copy_position')
    .columns(['follower_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('copy_skip')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('follow_id', 'text', (c) => c.notNull())
    .addColumn('trader_position_id', 'text', (c) => c.notNull())
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('copy_skip_once_idx')
    .on('copy_skip')
    .columns(['follow_id', 'trader_position_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('copy_skip_follower_idx')
    .on('copy_skip')
    .columns(['follower_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('copy_cursor')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('copy_stats')
    .addColumn('trader_id', 'text', (c) => c.primaryKey())
    .addColumn('stats', 'text', (c) => c.notNull())
    .addColumn('curve', 'text', (c) => c.notNull())
    .addColumn('follow_num', 'integer', (c) => c.notNull())
    .addColumn('assets_under_copy', 'text', (c) => c.notNull())
    .addColumn('followers_profits', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('copy_share')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('follow_id', 'text', (c) => c.notNull())
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('trader_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('net_profit', 'text', (c) => c.notNull())
    .addColumn('high_water_mark', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('copy_share_once_idx').on('copy_share').columns(['follow_id', 'day']).unique().execute();
  await db.schema
    .createIndex('copy_share_follower_idx')
    .on('copy_share')
    .columns(['follower_id', 'created_at'])
    .execute();
  await db.schema.createIndex('copy_share_trader_idx').on('copy_share').columns(['trader_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'copy_share',
    'copy_stats',
    'copy_cursor',
    'copy_skip',
    'copy_position',
    'copy_follow',
    'copy_trader',
  ])
    await db.schema.dropTable(t).execute();
  await db.schema.alterTable('lever_position').dropColumn('copy_of').execute();
}
