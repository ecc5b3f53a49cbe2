// The chat room (issue 18, ADR 20): public rooms read by anyone, posted to by verified users who
// are not muted, at most one message every 2 s (20 a minute). Messages are numbered per room in
// the transaction that stores them and stored once per sender's client id; after the commit they
// are pushed to the room's readers on the socket, a busy room's in batches.
import type { Transaction } from 'kysely';
import {
  CHAT_MAX_LENGTH,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomInfo,
  type ChatStanding,
} from '../../contract/chat';
import { checkChatBody, mentionsOf } from '../../contract/chat-rules';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Realtime } from '../core/realtime';
import { AlreadyStored } from '../core/stored-once';
import type { Database } from '../core/tables';
import { chatMessages } from './messages';

const EVERY_2_S = { windowMs: 2_000, max: 1 };
/**
 * A busy room's messages go to its readers together, at most every 100 ms: one frame per reader
 * carries several messages, so 2,000 readers of a room with 50 messages a second get 10 frames a
 * second each instead of 50 (tests/bench/chat-room.ts). The first message of a quiet room goes at once.
 */
const BATCH_MS = 100;
const PER_MINUTE = { windowMs: MINUTE, max: 20 };

export const chatRoomOf = (room: string) => `chat:${room}`;

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  limiter: RateLimiter;
  /** The user's verified identity level (0: none). */
  verifiedLevel: (userId: string) => Promise<number>;
  realtime: () => Realtime | null;
};

export function makeChat({ db, ids, clock, limiter, verifiedLevel, realtime }: Deps) {
  /** Per room, the messages waiting for the current batch to close (absent: the room is quiet). */
  const waiting = new Map<string, ChatMessage[]>();
  function announce(m: ChatMessage) {
    const held = waiting.get(m.room);
    if (held) return void held.push(m);
    realtime()?.publish('chat:messages', [m], chatRoomOf(m.room));
    waiting.set(m.room, []);
    const close = () => {
      const batch = waiting.get(m.room) ?? [];
      if (batch.length === 0) return void waiting.delete(m.room);
      realtime()?.publish('chat:messages', batch, chatRoomOf(m.room));
      waiting.set(m.room, []);
      setTimeout(close, BATCH_MS).unref();
    };
    setTimeout(close, BATCH_MS).unref();
  }

  const select = () =>
    db
      .selectFrom('chat_message as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .selectAll('m')
      .select(['u.nickname', 'u.head_portrait']);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toMessage = (r: Row): ChatMessage => ({
    id: r.id,
    room: r.room as ChatRoom,
    seq: Number(r.seq),
    client_id: r.client_id,
    user_id: r.user_id,
    nickname: r.nickname,
    avatar: r.head_portrait ?? '',
    body: r.deleted_at === null ? r.body : '',
    mentions: r.deleted_at === null ? (JSON.parse(r.mentions) as string[]) : [],
    deleted: r.deleted_at !== null,
    created_at: Number(r.created_at),
  });

  async function mutedUntil(userId: string): Promise<number | null> {
    const row = await db.selectFrom('chat_mute').select('until').where('user_id', '=', userId).executeTakeFirst();
    const until = row ? Number(row.until) : 0;
    return until > clock.now() ? until : null;
  }

  return {
    toMessage,
    select,
    mutedUntil,

    async rooms(): Promise<ChatRoomInfo[]> {
      const rows = await db.selectFrom('chat_room').selectAll().orderBy('room').execute();
      return rows.map((r) => ({ room: r.room as ChatRoom, last_seq: Number(r.last_seq) }));
    },

    async messages(room: ChatRoom, q: { before_seq?: number; after_seq?: number; limit: number }) {
      let query = select().where('m.room', '=', room);
      if (q.after_seq !== undefined) {
        const rows = await query.where('m.seq', '>', q.after_seq).orderBy('m.seq').limit(500).execute();
        return rows.map(toMessage);
      }
      if (q.before_seq !== undefined) query = query.where('m.seq', '<', q.before_seq);
      const rows = await query.orderBy('m.seq', 'desc').limit(q.limit).execute();
      return rows.reverse().map(toMessage);
    },

    async standing(userId: string | null): Promise<ChatStanding> {
      if (!userId) return { can_post: false, reason: 'guest', muted_until: null };
      if ((await verifiedLevel(userId)) < 1) return { can_post: false, reason: 'unverified', muted_until: null };
      const until = await mutedUntil(userId);
      return until
        ? { can_post: false, reason: 'muted', muted_until: until }
        : { can_post: true, reason: null, muted_until: null };
    },

    async send(userId: string, input: { room: ChatRoom; client_id: string; body: string }): Promise<ChatMessage> {
      const stored = await select()
        .where('m.user_id', '=', userId)
        .where('m.client_id', '=', input.client_id)
        .executeTakeFirst();
      if (stored) return toMessage(stored);
      const checked = checkChatBody(input.body);
      if (!checked.ok) {
        throw checked.reason === 'empty'
          ? new Refusal(chatMessages.empty)
          : new Refusal(chatMessages.tooLong, { max: CHAT_MAX_LENGTH });
      }
      if ((await verifiedLevel(userId)) < 1) throw new Refusal(chatMessages.unverified);
      const until = await mutedUntil(userId);
      if (until)
        throw new Refusal(chatMessages.muted, { until: new Date(until).toISOString().slice(0, 16).replace('T', ' ') });
      // Counted before anything is stored, atomically: a burst sent at once cannot slip through.
      for (const [key, limit] of [
        [`chat:${userId}:2s`, EVERY_2_S],
        [`chat:${userId}:1m`, PER_MINUTE],
      ] as const) {
        if (!(await limiter.hit(key, limit)).allowed) throw new Refusal(chatMessages.tooFast);
      }
      let id: string;
      try {
        id = await db.transaction().execute((trx) => append(trx, userId, input.room, input.client_id, checked.body));
      } catch (err) {
        if (!(err instanceof AlreadyStored)) throw err;
        id = err.storedId;
      }
      const message = toMessage(await select().where('m.id', '=', id).executeTakeFirstOrThrow());
      announce(message);
      return message;
    },

    /** A reader flags a message; once per reader. */
    async report(userId: string, messageId: string, reason: string): Promise<void> {
      const exists = await db.selectFrom('chat_message').select('id').where('id', '=', messageId).executeTakeFirst();
      if (!exists) throw new Refusal(chatMessages.unknown);
      await db
        .insertInto('chat_report')
        .values({ message_id: messageId, user_id: userId, reason: reason.trim(), created_at: clock.now() })
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
    },
  };

  /** Numbers and stores a message (the room's row is locked by the update); a retry rolls back. */
  async function append(trx: Transaction<Database>, userId: string, room: ChatRoom, clientId: string, body: string) {
    const numbered = await trx
      .updateTable('chat_room')
      .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
      .where('room', '=', room)
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    const stored = await trx
      .selectFrom('chat_message')
      .select('id')
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (stored) throw new AlreadyStored(stored.id);
    const now = clock.now();
    const id = ids.sortable(now);
    await trx
      .insertInto('chat_message')
      .values({
        id,
        room,
        seq: Number(numbered.last_seq),
        user_id: userId,
        client_id: clientId,
        body,
        mentions: JSON.stringify(mentionsOf(body)),
        deleted_at: null,
        created_at: now,
      })
      .execute();
    return id;
  }
}

export type Chat = ReturnType<typeof makeChat>;
