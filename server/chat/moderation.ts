// Chat-room moderation for the back office (issue 18): the latest messages (or the reported ones)
// with their reports and the sender's mute; removing a message (its text goes, the row and the
// audit record stay; readers are told at once) and muting or unmuting a user, each audited in its
// transaction.
import { sql } from 'kysely';
import type { AdminChatMessage, ChatRoom } from '../../contract/chat';
import type { Audit } from '../admin/audit';
import type { Operator } from '../admin/operators';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Realtime } from '../core/realtime';
import { chatMessages } from './messages';
import { type Chat, chatRoomOf } from './service';

type Actor = { operator: Operator; ip: string };
type Deps = { db: Db; clock: Clock; chat: Chat; audit: Audit; realtime: () => Realtime | null };

export function makeChatModeration({ db, clock, chat, audit, realtime }: Deps) {
  const reports = sql<number | string>`(select count(*) from chat_report r where r.message_id = m.id)`;

  return {
    async list(q: { room?: ChatRoom; reported: number; page: number; limit: number }): Promise<AdminChatMessage[]> {
      let query = chat.select().select(reports.as('reports'));
      if (q.room) query = query.where('m.room', '=', q.room);
      if (q.reported) query = query.where(sql<boolean>`${reports} > 0`);
      const rows = await query
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute();
      const mutes = new Map<string, number | null>();
      for (const id of new Set(rows.map((r) => r.user_id))) mutes.set(id, await chat.mutedUntil(id));
      // Operators read what was removed too (the reader sees '').
      return rows.map((r) => ({
        ...chat.toMessage({ ...r, deleted_at: null }),
        deleted: r.deleted_at !== null,
        reports: Number(r.reports),
        muted_until: mutes.get(r.user_id) ?? null,
      }));
    },

    async remove(actor: Actor, id: string, reason: string): Promise<void> {
      const row = await db.selectFrom('chat_message').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new Refusal(chatMessages.unknown);
      if (row.deleted_at !== null) return;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('chat_message').set({ deleted_at: clock.now() }).where('id', '=', id).execute();
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: 'chat.message.delete',
          targetType: 'chat_message',
          targetId: id,
          before: { room: row.room, user_id: row.user_id, body: row.body },
          after: { deleted: true, reason },
          ip: actor.ip,
        });
      });
      realtime()?.publish('chat:deleted', { room: row.room, id }, chatRoomOf(row.room));
    },

    /** Mutes a user for `minutes` (0 lifts the mute). */
    async mute(actor: Actor, userId: string, minutes: number, reason: string): Promise<{ muted_until: number | null }> {
      const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw new Refusal(chatMessages.unknown);
      const before = await chat.mutedUntil(userId);
      const now = clock.now();
      const until = minutes > 0 ? now + minutes * 60_000 : null;
      await db.transaction().execute(async (trx) => {
        if (until === null) await trx.deleteFrom('chat_mute').where('user_id', '=', userId).execute();
        else
          await trx
            .insertInto('chat_mute')
            .values({ user_id: userId, until, reason, operator_id: actor.operator.id, created_at: now })
            .onConflict((oc) =>
              oc.column('user_id').doUpdateSet({ until, reason, operator_id: actor.operator.id, created_at: now }),
            )
            .execute();
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: until === null ? 'chat.user.unmute' : 'chat.user.mute',
          targetType: 'user',
          targetId: userId,
          before: { muted_until: before },
          after: { muted_until: until, reason },
          ip: actor.ip,
        });
      });
      return { muted_until: until };
    },
  };
}

export type ChatModeration = ReturnType<typeof makeChatModeration>;
