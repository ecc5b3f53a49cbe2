import type { Kysely } from 'kysely';

// The chat room (issue 18, ADR 20): rooms with their message numbering, messages (kept when an
// operator removes one: the body goes, the row and its record stay), readers' reports and mutes.
const ROOMS = ['general', 'en', 'zh', 'hk', 'fra', 'spa', 'th', 'jp', 'kor', 'vi'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_room')
    .addColumn('room', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ chat_room: { room: string; last_seq: number } }>)
    .insertInto('chat_room')
    .values(ROOMS.map((room) => ({ room, last_seq: 0 })))
    .execute();

  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('mentions', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_message_seq_key', ['room', 'seq'])
    // A retried send stores nothing new.
    .addUniqueConstraint('chat_message_client_key', ['user_id', 'client_id'])
    .execute();

  await db.schema
    .createTable('chat_report')
    .addColumn('message_id', 'text', (c) => c.notNull().references('chat_message.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_report_pk', ['message_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('chat_mute')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['chat_mute', 'chat_report', 'chat_message', 'chat_room']) await db.schema.dropTable(t).execute();
}
