// Customer service, the customer's side (issue 18, ADR 20): one conversation per customer, its
// messages numbered in order in the transaction that stores them, a retried send stored once (the
// client's message id), read receipts, and a guest's conversation joining the account's when the
// guest signs in. After each commit the change is pushed on the socket to the customer's devices
// and to the desk.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  SUPPORT_MAX_LENGTH,
  type SupportConversation,
  type SupportMessage,
  type SupportMessagesReply,
} from '../../contract/support';
import { checkSupportBody } from '../../contract/support-rules';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Realtime } from '../core/realtime';
import { AlreadyStored } from '../core/stored-once';
import type { Database } from '../core/tables';
import type { Files } from '../files/service';
import { supportMessages } from './messages';
import type { SupportConversationTable, SupportMessageTable } from './tables';

/** Who writes: an account, or a guest known by the hash of their device key. */
export type Customer = { owner: string; userId: string | null };

/** A customer's messages per minute, and a guest address's (device keys cost nothing to make). */
const PER_CUSTOMER = { windowMs: MINUTE, max: 20 };
const PER_GUEST_IP = { windowMs: MINUTE, max: 60 };

export const DESK_ROOM = 'support:desk';

export const customerOf = (userId: string | null, device: string | undefined): Customer => {
  if (userId) return { owner: `u:${userId}`, userId };
  if (device) return { owner: `d:${createHash('sha256').update(device).digest('hex')}`, userId: null };
  throw new Refusal(supportMessages.noCustomer);
};

/** The socket room of a customer's devices. */
export const customerRoom = (owner: string) => (owner.startsWith('u:') ? `user:${owner.slice(2)}` : `support:${owner}`);

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  files: Files;
  limiter: RateLimiter;
  realtime: () => Realtime | null;
};

type MessageRow = SupportMessageTable & { operator_name: string | null };

export function makeSupport({ db, ids, clock, files, limiter, realtime }: Deps) {
  const messageSelect = (q: Kysely<Database> | Transaction<Database>) =>
    q
      .selectFrom('support_message as m')
      .leftJoin('operator as o', 'o.id', 'm.operator_id')
      .selectAll('m')
      .select('o.name as operator_name');

  async function toMessage(row: MessageRow): Promise<SupportMessage> {
    return {
      id: row.id,
      seq: Number(row.seq),
      client_id: row.client_id,
      author: row.author,
      author_name: row.author === 'desk' ? (row.operator_name ?? '') : '',
      body: row.body,
      image: row.file_id ? await files.url(row.file_id) : '',
      created_at: Number(row.created_at),
    };
  }

  const findConversation = (owner: string) =>
    db.selectFrom('support_conversation').selectAll().where('owner', '=', owner).executeTakeFirst();

  const findConversationById = (id: string) =>
    db.selectFrom('support_conversation').selectAll().where('id', '=', id).executeTakeFirst();

  async function contact(): Promise<string> {
    const row = await db.selectFrom('setting').select('value').where('keyword', '=', 'kefu_contact').executeTakeFirst();
    return row?.value ?? '';
  }

  async function view(c: SupportConversationTable | undefined): Promise<SupportConversation> {
    const link = await contact();
    if (!c) return { id: '', state: 'open', last_seq: 0, user_read_seq: 0, desk_read_seq: 0, unread: 0, contact: link };
    const unread = await db
      .selectFrom('support_message')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('conversation_id', '=', c.id)
      .where('author', '=', 'desk')
      .where('seq', '>', c.user_read_seq)
      .executeTakeFirstOrThrow();
    return {
      id: c.id,
      state: c.state,
      last_seq: Number(c.last_seq),
      user_read_seq: Number(c.user_read_seq),
      desk_read_seq: Number(c.desk_read_seq),
      unread: Number(unread.n),
      contact: link,
    };
  }

  /** Messages of a conversation: `limit` before `before_seq` (or the latest), or all after `after_seq`; oldest first. */
  async function page(conversationId: string, q: { before_seq?: number; after_seq?: number; limit: number }) {
    let query = messageSelect(db).where('m.conversation_id', '=', conversationId);
    if (q.after_seq !== undefined) {
      // A reconnecting client catches up: everything after what it has, in order (bounded).
      const rows = await query.where('m.seq', '>', q.after_seq).orderBy('m.seq').limit(500).execute();
      return Promise.all(rows.map(toMessage));
    }
    if (q.before_seq !== undefined) query = query.where('m.seq', '<', q.before_seq);
    const rows = await query.orderBy('m.seq', 'desc').limit(q.limit).execute();
    return Promise.all(rows.reverse().map(toMessage));
  }

  /**
   * Stores one message in a conversation inside `trx`: takes the next number (the update locks the
   * conversation's row, so numbers follow the order of commits), or answers the message already
   * stored under `clientId` (a retry).
   */
  async function append(
    trx: Transaction<Database>,
    conversationId: string,
    m: { clientId: string; author: 'user' | 'desk'; operatorId: string | null; body: string; fileId: string | null },
  ): Promise<{ id: string; fresh: boolean }> {
    const now = clock.now();
    const numbered = await trx
      .updateTable('support_conversation')
      .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
      .where('id', '=', conversationId)
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    const stored = await trx
      .selectFrom('support_message')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('client_id', '=', m.clientId)
      .executeTakeFirst();
    if (stored) throw new AlreadyStored(stored.id);
    const seq = Number(numbered.last_seq);
    const id = ids.sortable(now);
    await trx
      .insertInto('support_message')
      .values({
        id,
        conversation_id: conversationId,
        seq,
        client_id: m.clientId,
        author: m.author,
        operator_id: m.operatorId,
        body: m.body,
        file_id: m.fileId,
        created_at: now,
      })
      .execute();
    // The writer has read everything up to their own message.
    const read = m.author === 'user' ? { user_read_seq: seq } : { desk_read_seq: seq };
    await trx
      .updateTable('support_conversation')
      .set({ ...read, last_body: m.body || '📷', last_at: now })
      .where('id', '=', conversationId)
      .execute();
    return { id, fresh: true };
  }

  /** Runs `append` in its own transaction; a retry answers the stored message (nothing changes). */
  async function store(
    conversationId: string,
    m: Parameters<typeof append>[2],
    more?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<{ message: SupportMessage; fresh: boolean }> {
    let result: { id: string; fresh: boolean };
    try {
      result = await db.transaction().execute(async (trx) => {
        const r = await append(trx, conversationId, m);
        await more?.(trx);
        return r;
      });
    } catch (err) {
      if (!(err instanceof AlreadyStored)) throw err;
      result = { id: err.storedId, fresh: false };
    }
    const row = await messageSelect(db).where('m.id', '=', result.id).executeTakeFirstOrThrow();
    return { message: await toMessage(row), fresh: result.fresh };
  }

  async function ensureConversation(customer: Customer, lang: string): Promise<SupportConversationTable> {
    const now = clock.now();
    await db
      .insertInto('support_conversation')
      .values({
        id: ids.id(),
        owner: customer.owner,
        user_id: customer.userId,
        lang,
        state: 'open',
        assignee_id: null,
        last_seq: 0,
        user_read_seq: 0,
        desk_read_seq: 0,
        last_body: '',
        last_at: now,
        created_at: now,
      })
      .onConflict((oc) => oc.column('owner').doNothing())
      .execute();
    const c = await findConversation(customer.owner);
    if (!c) throw new Error('support conversation vanished');
    return c;
  }

  function announce(c: { id: string; owner: string }, message: SupportMessage) {
    const rt = realtime();
    rt?.publish('support:message', message, customerRoom(c.owner));
    rt?.publish('desk:message', { conversation_id: c.id, message }, DESK_ROOM);
  }

  return {
    findConversation,
    findConversationById,
    page,
    store,
    announce,
    contact,

    async conversation(customer: Customer): Promise<SupportConversation> {
      return view(await findConversation(customer.owner));
    },

    async messages(
      customer: Customer,
      q: { before_seq?: number; after_seq?: number; limit: number },
    ): Promise<SupportMessagesReply> {
      const c = await findConversation(customer.owner);
      return { list: c ? await page(c.id, q) : [], conversation: await view(c) };
    },

    async send(
      customer: Customer,
      input: { client_id: string; body: string; image?: string },
      ctx: { lang: string; ip: string },
    ): Promise<SupportMessage> {
      // A retry of a stored message is answered before any limit counts it.
      const existing = await findConversation(customer.owner);
      if (existing) {
        const stored = await messageSelect(db)
          .where('m.conversation_id', '=', existing.id)
          .where('m.client_id', '=', input.client_id)
          .executeTakeFirst();
        if (stored) return toMessage(stored);
      }
      const checked = checkSupportBody(input.body, Boolean(input.image));
      if (!checked.ok) {
        throw checked.reason === 'empty'
          ? new Refusal(supportMessages.empty)
          : new Refusal(supportMessages.tooLong, { max: SUPPORT_MAX_LENGTH });
      }
      if (!(await limiter.hit(`support:${customer.owner}`, PER_CUSTOMER)).allowed) {
        throw new Refusal(supportMessages.tooFast);
      }
      if (!customer.userId && !(await limiter.hit(`support-ip:${ctx.ip}`, PER_GUEST_IP)).allowed) {
        throw new Refusal(supportMessages.tooFast);
      }
      let fileId: string | null = null;
      if (input.image) {
        // Pictures are the customer's own uploads (signed-in customers: guests cannot upload).
        fileId = customer.userId ? await files.claim(customer.userId, input.image) : null;
        if (!fileId) throw new Refusal(supportMessages.badImage);
      }
      const c = existing ?? (await ensureConversation(customer, ctx.lang));
      const { message, fresh } = await store(
        c.id,
        { clientId: input.client_id, author: 'user', operatorId: null, body: checked.body, fileId },
        async (trx) => {
          // A customer who writes again reopens a closed conversation.
          await trx
            .updateTable('support_conversation')
            .set({ lang: ctx.lang, state: 'open' })
            .where('id', '=', c.id)
            .execute();
        },
      );
      if (fresh) announce(c, message);
      return message;
    },

    /** The customer has read up to `seq` (never moves back, never past the last message). */
    async read(customer: Customer, seq: number): Promise<void> {
      const c = await findConversation(customer.owner);
      if (!c) return;
      const upTo = Math.min(seq, Number(c.last_seq));
      const changed = await db
        .updateTable('support_conversation')
        .set({ user_read_seq: upTo })
        .where('id', '=', c.id)
        .where('user_read_seq', '<', upTo)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return;
      const rt = realtime();
      rt?.publish('desk:read', { conversation_id: c.id, user_read_seq: upTo }, DESK_ROOM);
      // The customer's other devices clear their badge too.
      rt?.publish('support:unread', { user_read_seq: upTo }, customerRoom(c.owner));
    },

    /**
     * A guest conversation kept on this device joins the account's: taken over whole when the
     * account has none, else its messages are appended to the account's, in their order.
     */
    async claim(userId: string, device: string): Promise<SupportConversation> {
      const guest = customerOf(null, device);
      const account = customerOf(userId, undefined);
      await db.transaction().execute(async (trx) => {
        const from = await trx
          .selectFrom('support_conversation')
          .selectAll()
          .where('owner', '=', guest.owner)
          .executeTakeFirst();
        if (!from) return;
        const into = await trx
          .selectFrom('support_conversation')
          .selectAll()
          .where('owner', '=', account.owner)
          .executeTakeFirst();
        if (!into) {
          await trx
            .updateTable('support_conversation')
            .set({ owner: account.owner, user_id: userId })
            .where('id', '=', from.id)
            .execute();
          return;
        }
        const moved = await trx
          .selectFrom('support_message')
          .selectAll()
          .where('conversation_id', '=', from.id)
          .orderBy('seq')
          .execute();
        let seq = Number(into.last_seq);
        for (const m of moved) {
          seq += 1;
          await trx
            .updateTable('support_message')
            .set({ conversation_id: into.id, seq })
            .where('id', '=', m.id)
            .execute();
        }
        const last = moved.at(-1);
        await trx
          .updateTable('support_conversation')
          .set({
            last_seq: seq,
            state: 'open',
            ...(last ? { last_body: last.body || '📷', last_at: Number(last.created_at) } : {}),
          })
          .where('id', '=', into.id)
          .execute();
        await trx.deleteFrom('support_conversation').where('id', '=', from.id).execute();
      });
      return view(await findConversation(account.owner));
    },
  };
}

export type Support = ReturnType<typeof makeSupport>;
