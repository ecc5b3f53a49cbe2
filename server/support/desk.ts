// Customer service, the desk's side (issue 18, ADR 20): the queue of conversations, one
// conversation with the customer beside it, replies (canned ones in the customer's language),
// assignment, close and reopen. Every change is audited in its own transaction; a reply to a
// customer who is not connected also leaves a notification.
import { sql } from 'kysely';
import type {
  CannedReply,
  DeskConversation,
  DeskConversationDetail,
  DeskCustomer,
  SupportMessage,
} from '../../contract/support';
import { SUPPORT_MAX_LENGTH } from '../../contract/support';
import { checkSupportBody } from '../../contract/support-rules';
import type { Audit } from '../admin/audit';
import type { Operator } from '../admin/operators';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Realtime } from '../core/realtime';
import type { Notifier } from '../user/notifier';
import { supportMessages } from './messages';
import { customerRoom, DESK_ROOM, type Support } from './service';

type Deps = {
  db: Db;
  clock: Clock;
  support: Support;
  audit: Audit;
  notifier: Notifier;
  realtime: () => Realtime | null;
};

export type DeskFilter = 'open' | 'mine' | 'unassigned' | 'closed';
type Actor = { operator: Operator; ip: string };

export function makeDesk({ db, clock, support, audit, notifier, realtime }: Deps) {
  const unreadByDesk = sql<number | string>`(select count(*) from support_message m
    where m.conversation_id = c.id and m.author = 'user' and m.seq > c.desk_read_seq)`;

  const listQuery = () =>
    db
      .selectFrom('support_conversation as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('operator as o', 'o.id', 'c.assignee_id')
      .selectAll('c')
      .select(['u.email', 'u.area_code', 'u.mobile', 'o.email as assignee_email'])
      .select(unreadByDesk.as('unread'));

  type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

  const toConversation = (r: Row): DeskConversation => ({
    id: r.id,
    state: r.state,
    user_id: r.user_id,
    user_label: r.user_id ? r.email || `+${r.area_code} ${r.mobile}` : '',
    lang: r.lang,
    assignee_id: r.assignee_id,
    assignee_email: r.assignee_email,
    last_seq: Number(r.last_seq),
    user_read_seq: Number(r.user_read_seq),
    desk_read_seq: Number(r.desk_read_seq),
    unread: Number(r.unread),
    last_body: r.last_body,
    last_at: Number(r.last_at),
  });

  async function one(id: string): Promise<DeskConversation> {
    const row = await listQuery().where('c.id', '=', id).executeTakeFirst();
    if (!row) throw new Refusal(supportMessages.unknown);
    return toConversation(row);
  }

  const ownerOf = async (id: string) => (await support.findConversationById(id))?.owner ?? '';

  async function customerOf(userId: string | null): Promise<DeskCustomer | null> {
    if (!userId) return null;
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'area_code', 'mobile', 'created_at', 'login_frozen'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const kyc = await db
      .selectFrom('kyc_submission')
      .select('state')
      .where('user_id', '=', userId)
      .orderBy('submitted_at', 'desc')
      .executeTakeFirst();
    return {
      user_id: user.id,
      email: user.email ?? '',
      mobile: user.mobile ? `+${user.area_code} ${user.mobile}` : '',
      created_at: Number(user.created_at),
      kyc_state: kyc?.state ?? 'none',
      login_frozen: Boolean(user.login_frozen),
    };
  }

  /** Changes a conversation's state or assignee with its audit record, and tells the desk. */
  async function change(
    actor: Actor,
    id: string,
    action: 'support.assign' | 'support.close' | 'support.reopen',
    set: { state?: 'open' | 'closed'; assignee_id?: string },
  ): Promise<DeskConversation> {
    const before = await one(id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('support_conversation').set(set).where('id', '=', id).execute();
      await audit.record(trx, {
        operatorId: actor.operator.id,
        action,
        targetType: 'support_conversation',
        targetId: id,
        before: { state: before.state, assignee_id: before.assignee_id },
        after: { state: set.state ?? before.state, assignee_id: set.assignee_id ?? before.assignee_id },
        ip: actor.ip,
      });
    });
    const after = await one(id);
    const rt = realtime();
    rt?.publish('desk:conversation', after, DESK_ROOM);
    if (set.state) rt?.publish('support:state', { state: set.state }, customerRoom(await ownerOf(id)));
    return after;
  }

  return {
    async list(filter: DeskFilter, operatorId: string, page: number, limit: number) {
      let q = listQuery();
      if (filter === 'closed') q = q.where('c.state', '=', 'closed');
      else q = q.where('c.state', '=', 'open').where('c.last_seq', '>', 0);
      if (filter === 'mine') q = q.where('c.assignee_id', '=', operatorId);
      if (filter === 'unassigned') q = q.where('c.assignee_id', 'is', null);
      const rows = await q
        .orderBy('c.last_at', 'desc')
        .orderBy('c.id')
        .limit(limit + 1)
        .offset((page - 1) * limit)
        .execute();
      return { list: rows.slice(0, limit).map(toConversation), more: rows.length > limit };
    },

    async detail(id: string, beforeSeq?: number): Promise<DeskConversationDetail> {
      const conversation = await one(id);
      const [customer, list] = await Promise.all([
        customerOf(conversation.user_id),
        support.page(id, { before_seq: beforeSeq, limit: 30 }),
      ]);
      return { conversation, customer, list };
    },

    async canned(): Promise<CannedReply[]> {
      const rows = await db.selectFrom('support_canned').selectAll().orderBy('sort').execute();
      return rows.map((r) => ({ id: r.id, title: r.title, texts: JSON.parse(r.texts) as Record<string, string> }));
    },

    /** A reply from the desk; a retry with the same `client_id` stores nothing new. */
    async reply(actor: Actor, id: string, clientId: string, text: string): Promise<SupportMessage> {
      const conversation = await one(id);
      const checked = checkSupportBody(text, false);
      if (!checked.ok) {
        throw checked.reason === 'empty'
          ? new Refusal(supportMessages.empty)
          : new Refusal(supportMessages.tooLong, { max: SUPPORT_MAX_LENGTH });
      }
      const owner = await ownerOf(id);
      const { message, fresh } = await support.store(
        id,
        { clientId, author: 'desk', operatorId: actor.operator.id, body: checked.body, fileId: null },
        async (trx) => {
          // The first to answer an unassigned conversation takes it.
          await trx
            .updateTable('support_conversation')
            .set({ assignee_id: actor.operator.id, state: 'open' })
            .where('id', '=', id)
            .where('assignee_id', 'is', null)
            .execute();
          await audit.record(trx, {
            operatorId: actor.operator.id,
            action: 'support.reply',
            targetType: 'support_conversation',
            targetId: id,
            before: { last_seq: conversation.last_seq },
            after: { last_seq: conversation.last_seq + 1, client_id: clientId },
            ip: actor.ip,
          });
        },
      );
      if (!fresh) return message;
      support.announce({ id, owner }, message);
      realtime()?.publish('desk:conversation', await one(id), DESK_ROOM);
      // Answered while away: the customer finds a notification when they come back.
      if (conversation.user_id) {
        const present = (await realtime()?.present(customerRoom(owner))) ?? false;
        if (!present) await notifier.notify(conversation.user_id, 'support_reply', { at: String(clock.now()) });
      }
      return message;
    },

    /** The desk has read up to `seq`: the customer sees the receipt. */
    async read(id: string, seq: number): Promise<void> {
      const conversation = await one(id);
      const upTo = Math.min(seq, conversation.last_seq);
      const changed = await db
        .updateTable('support_conversation')
        .set({ desk_read_seq: upTo })
        .where('id', '=', id)
        .where('desk_read_seq', '<', upTo)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return;
      const owner = await ownerOf(id);
      realtime()?.publish('support:read', { desk_read_seq: upTo }, customerRoom(owner));
    },

    assign: (actor: Actor, id: string) => change(actor, id, 'support.assign', { assignee_id: actor.operator.id }),
    close: (actor: Actor, id: string) => change(actor, id, 'support.close', { state: 'closed' }),
    reopen: (actor: Actor, id: string) => change(actor, id, 'support.reopen', { state: 'open' }),
  };
}

export type Desk = ReturnType<typeof makeDesk>;
