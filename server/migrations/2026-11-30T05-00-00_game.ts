import type { Kysely } from 'kysely';

// The mini game (issue 39): each guess with the recorded tick it was made at and, once settled,
// the tick it was settled on; and each player's points and streaks (points only: no money, no
// ledger). The settlement sweep looks for open guesses by their settlement time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_guess')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('open_price', 'text', (c) => c.notNull())
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('settle_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('settle_tick_id', 'bigint')
    .addColumn('settle_price', 'text')
    .addColumn('settle_time', 'bigint')
    .addColumn('result', 'text')
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('game_guess_user_idx').on('game_guess').columns(['user_id', 'day']).execute();
  await db.schema.createIndex('game_guess_due_idx').on('game_guess').columns(['state', 'settle_at']).execute();

  await db.schema
    .createTable('game_player')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('best_streak', 'integer', (c) => c.notNull())
    .addColumn('right_count', 'integer', (c) => c.notNull())
    .addColumn('wrong_count', 'integer', (c) => c.notNull())
    .addColumn('tie_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The leaderboard: most points first, the earlier to reach them ahead.
  await db.schema.createIndex('game_player_points_idx').on('game_player').columns(['points', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['game_player', 'game_guess']) await db.schema.dropTable(t).execute();
}
