import type { Kysely } from 'kysely';

// Price alerts (issue 40): one row per alert, with the tick it was set against and, once fired,
// the tick that crossed. Deleted alerts stay as 'deleted' rows, so the node that watches the ticks
// hears of the deletion by the row's updated_at like any other change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_alert')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price', 'text')
    .addColumn('percent', 'text')
    .addColumn('set_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('set_price', 'text', (c) => c.notNull())
    .addColumn('set_time', 'bigint', (c) => c.notNull())
    .addColumn('up', 'text')
    .addColumn('down', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('fired_tick_id', 'bigint')
    .addColumn('fired_price', 'text')
    .addColumn('fired_time', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The owner's list, and the active count under the limit.
  await db.schema
    .createIndex('price_alert_user_idx')
    .on('price_alert')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
  // The watcher's first load (every active alert) and its later looks (rows changed since).
  await db.schema.createIndex('price_alert_state_idx').on('price_alert').columns(['state']).execute();
  await db.schema.createIndex('price_alert_updated_idx').on('price_alert').columns(['updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_alert').execute();
}
