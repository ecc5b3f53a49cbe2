// Balance adjustments (issue 19 §5): a ledger entry between the adjustments account and a user,
// with a reason. An administrator's adjustment is applied at once only while it keeps, with the
// adjustments applied without a second approval in the last 24 hours, both that customer's and
// that administrator's total within the approval threshold (USDT values at the recorded price,
// credits and debits alike); otherwise it waits for a second administrator — four eyes: whoever
// requested it cannot decide it (issue 32 §3: judged per request, 50 of 600 at once all went
// through). The sums are read and the row written under a lock per customer and per
// administrator (core/row-lock.ts), and through the money desk (ADR 25) one adjustment of each per
// batch, so no burst can share the same headroom. Requests and decisions are audited in the
// transaction that makes them; a decision takes the row only while it is still pending, so two
// approvals at once write one entry.
import Decimal from 'decimal.js';
import type { AdjustmentList, AdjustmentReply, AdminAdjustment } from '../../contract/admin';
import type { AccountId } from '../../contract/wallet';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { DAY } from '../core/rateLimit';
import { lockRows } from '../core/row-lock';
import { SCALE } from '../ledger/amounts';
import type { EntryInput, Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import type { Prices } from '../wallet/prices';
import type { Audit } from './audit';
import type { Actor } from './backoffice';
import { adminMessages } from './messages';
import type { BalanceAdjustmentTable } from './tables';

const ADJUSTMENTS = 'system:adjustments';

type Deps = {
  db: Db;
  kind: DbKind;
  ids: Ids;
  clock: Clock;
  desk: MoneyDesk;
  prices: Prices;
  audit: Audit;
  /**
   * What adjustments applied without a second administrator may come to (USDT) in 24 hours, per
   * customer and per administrator; beyond it they wait for a second administrator.
   */
  thresholdUsdt: string;
};

export function makeAdjustments({ db, kind, ids, clock, desk, prices, audit, thresholdUsdt }: Deps) {
  /** The ledger entry of an adjustment applied by `operatorId`. */
  function entryOf(row: BalanceAdjustmentTable, operatorId: string): EntryInput {
    const amount = new Decimal(row.amount);
    return {
      kind: 'adjustment',
      actor: `operator:${operatorId}`,
      memo: { reason: row.reason, adjustment: row.id },
      postings: [
        { holder: ADJUSTMENTS, account: 0, currency: row.currency, field: 'available', amount: amount.neg().toFixed() },
        {
          holder: `user:${row.user_id}`,
          account: row.account,
          currency: row.currency,
          field: 'available',
          amount: row.amount,
        },
      ],
    };
  }

  /** An operator's request through the money desk: no Idempotency-Key (the back office sends none). */
  const unkeyed = { userId: '', key: null, hash: '' };

  /**
   * The USDT value of the adjustments applied without a second administrator (requested and
   * decided by the same one) in the 24 hours before `now`, for one customer or one administrator.
   */
  async function appliedAlone(trx: Trx, by: 'user_id' | 'requested_by', id: string, now: number) {
    const rows = await trx
      .selectFrom('balance_adjustment')
      .select('value_usdt')
      .where(by, '=', id)
      .where('requested_at', '>', now - DAY)
      .where('state', '=', 'applied')
      .whereRef('decided_by', '=', 'requested_by')
      .execute();
    return rows.reduce((sum, r) => sum.plus(r.value_usdt), new Decimal(0));
  }

  const list = (q: Db | Trx) =>
    q
      .selectFrom('balance_adjustment as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('operator as r', 'r.id', 'a.requested_by')
      .leftJoin('operator as d', 'd.id', 'a.decided_by')
      .selectAll('a')
      .select(['u.email as user_email', 'r.email as requested_by_email', 'd.email as decided_by_email']);

  type Listed = BalanceAdjustmentTable & {
    user_email: string | null;
    requested_by_email: string | null;
    decided_by_email: string | null;
  };
  const view = (r: Listed): AdminAdjustment => ({
    ...r,
    requested_at: Number(r.requested_at),
    decided_at: r.decided_at == null ? null : Number(r.decided_at),
  });

  return {
    async request(
      actor: Actor,
      input: { userId: string; account: AccountId; currency: string; amount: string; reason: string },
    ): Promise<AdjustmentReply> {
      const reason = input.reason.trim();
      const scale = SCALE[input.currency];
      const valid = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(input.amount);
      const amount = valid ? new Decimal(input.amount) : null;
      if (!reason || scale === undefined || !amount || amount.isZero() || amount.decimalPlaces() > scale) {
        throw new Refusal(adminMessages.badAdjustment);
      }
      const user = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
      if (!user) throw new Refusal(adminMessages.notFound);
      const { price } = await prices.usdt(input.currency);
      const value = amount.abs().times(price).toDecimalPlaces(8, Decimal.ROUND_UP);
      const locks = [`adjust:user:${input.userId}`, `adjust:operator:${actor.operator.id}`];
      return desk.submitChecked({
        ...unkeyed,
        check: {
          // One adjustment of a customer's, and of an administrator's, per batch: each reads the
          // day's sums with those before it applied.
          scope: locks,
          run: async (trx) => {
            // The customer's and the administrator's rolling day, read and extended under their locks.
            await lockRows(trx, kind, locks);
            const now = clock.now();
            const pending =
              value.gt(thresholdUsdt) ||
              (await appliedAlone(trx, 'user_id', input.userId, now)).plus(value).gt(thresholdUsdt) ||
              (await appliedAlone(trx, 'requested_by', actor.operator.id, now)).plus(value).gt(thresholdUsdt);
            const row: BalanceAdjustmentTable = {
              id: ids.sortable(now),
              user_id: input.userId,
              account: input.account,
              currency: input.currency,
              amount: amount.toFixed(),
              reason,
              value_usdt: value.toFixed(),
              state: pending ? 'pending' : 'applied',
              requested_by: actor.operator.id,
              requested_at: now,
              decided_by: pending ? null : actor.operator.id,
              decided_at: pending ? null : now,
              decision_note: '',
              entry_id: null,
            };
            return row;
          },
        },
        // Left for a second administrator: no money moves yet.
        entry: (row) => (row.state === 'pending' ? null : entryOf(row, actor.operator.id)),
        answer: (entryId, row) => ({ id: row.id, state: row.state, entry_id: entryId }),
        rows: async (trx, entryId, row) => {
          await trx
            .insertInto('balance_adjustment')
            .values({ ...row, entry_id: entryId })
            .execute();
          await audit.record(trx, {
            operatorId: actor.operator.id,
            action: row.state === 'pending' ? 'balance.adjust.request' : 'balance.adjust',
            targetType: 'user',
            targetId: input.userId,
            before: null,
            after: {
              adjustment: row.id,
              entry: entryId,
              account: row.account,
              currency: row.currency,
              amount: row.amount,
              value_usdt: row.value_usdt,
              reason,
            },
            ip: actor.ip,
          });
        },
      });
    },

    async decide(actor: Actor, input: { id: string; approve: boolean; note: string }): Promise<AdminAdjustment> {
      const note = input.note.trim();
      if (!input.approve && !note) throw new Refusal(adminMessages.noteRequired);
      await desk.submitChecked({
        ...unkeyed,
        check: {
          // One decision on an adjustment per batch: of two approvals at once, the second finds it decided.
          scope: `adjust:${input.id}`,
          run: async (trx) => {
            let q = trx.selectFrom('balance_adjustment').selectAll().where('id', '=', input.id);
            if (kind === 'postgres') q = q.forUpdate();
            const row = await q.executeTakeFirst();
            if (!row) throw new Refusal(adminMessages.notFound);
            if (row.state !== 'pending') throw new Refusal(adminMessages.adjustmentDecided);
            if (row.requested_by === actor.operator.id) throw new Refusal(adminMessages.ownAdjustment);
            return row;
          },
        },
        entry: (row) => (input.approve ? entryOf(row, actor.operator.id) : null),
        answer: () => null,
        rows: async (trx, entryId, row) => {
          const decided = {
            state: input.approve ? ('applied' as const) : ('rejected' as const),
            decided_by: actor.operator.id,
            decided_at: clock.now(),
            decision_note: note,
            entry_id: entryId,
          };
          await trx.updateTable('balance_adjustment').set(decided).where('id', '=', row.id).execute();
          await audit.record(trx, {
            operatorId: actor.operator.id,
            action: input.approve ? 'balance.adjust.approve' : 'balance.adjust.reject',
            targetType: 'user',
            targetId: row.user_id,
            before: { adjustment: row.id, state: 'pending', requested_by: row.requested_by },
            after: { adjustment: row.id, ...decided, amount: row.amount, currency: row.currency },
            ip: actor.ip,
          });
        },
      });
      const done = await list(db).where('a.id', '=', input.id).executeTakeFirstOrThrow();
      return view(done);
    },

    async list(f: { state: 'pending' | 'all'; page: number; limit: number }): Promise<AdjustmentList> {
      let q = list(db);
      let count = db.selectFrom('balance_adjustment').select((eb) => eb.fn.countAll<number>().as('n'));
      if (f.state === 'pending') {
        q = q.where('a.state', '=', 'pending');
        count = count.where('state', '=', 'pending');
      }
      const [rows, total] = await Promise.all([
        q
          .orderBy('a.requested_at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(view), total: Number(total.n), threshold_usdt: thresholdUsdt };
    },
  };
}

export type Adjustments = ReturnType<typeof makeAdjustments>;
