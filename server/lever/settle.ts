// Closing positions and cancelling entrusts inside a ledger transaction (issue 14): used by the
// user's close and batch close and by the trigger engine's stops and liquidations alike, so every
// close settles the same way. Each close cites the recorded tick it used; its profit or loss, fee
// and any insurance settle through the ledger in the transaction that marks it closed.
//
// Locks, on PostgreSQL, in one order for every contract writer: the desk's system balances and the
// user's lever balance in the ledger's key order first (system rows sort before users'), then the
// position rows. Opens take the same balances through ledger.post; the trigger engine and the
// overnight job take the system rows before anything else.

import { feeOf, notionalOf, pnlOf, settleClose } from '../../contract/lever-rules';
import type { DbKind } from '../core/db';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Trx } from '../ledger/ledger';
import { type BalanceRef, lockBalances } from '../ledger/locks';
import { balanceKey } from '../ledger/rules';
import { cancelEntry, closeEntry, DESK, FEES, INSURANCE, LEVER, LEVER_CURRENCY } from './money';
import type { PositionRow } from './store';
import type { LeverPositionTable } from './tables';

export type Tick = { id: number; price: string; time: number };
export type Close = { row: PositionRow; tick: Tick; reason: NonNullable<LeverPositionTable['close_reason']> };

const SYSTEM: BalanceRef[] = [DESK, FEES, INSURANCE].map((holder) => ({
  holder,
  account: 0,
  currency: LEVER_CURRENCY,
}));
const userRef = (userId: string): BalanceRef => ({
  holder: `user:${userId}`,
  account: LEVER,
  currency: LEVER_CURRENCY,
});

export function makeCloser({ kind, batch }: { kind: DbKind; batch: BatchLedger }) {
  /** The user's available lever balance as it stands (for views; a writer uses lockAccount). */
  async function available(trx: Trx, userId: string): Promise<string> {
    const row = await trx
      .selectFrom('balance')
      .select('available')
      .where('holder', '=', `user:${userId}`)
      .where('account', '=', LEVER)
      .where('currency', '=', LEVER_CURRENCY)
      .executeTakeFirst();
    return row?.available ?? '0';
  }

  /** Takes the desk's system balances, in the ledger's order: the first lock of every contract writer. */
  async function lockSystem(trx: Trx, now: number): Promise<void> {
    await lockBalances(trx, kind, SYSTEM, now);
  }

  /** Takes the system balances and the user's lever balance in the ledger's order; → its available. */
  async function lockAccount(trx: Trx, userId: string, now: number): Promise<string> {
    const rows = await lockBalances(trx, kind, [...SYSTEM, userRef(userId)], now);
    return rows.get(balanceKey(userRef(userId)))?.available ?? '0';
  }

  /** The rows among `ids` still in `state`, locked on PostgreSQL (SQLite's write lock is held already). */
  async function still(trx: Trx, ids: string[], state: PositionRow['state']): Promise<PositionRow[]> {
    if (ids.length === 0) return [];
    const rows: PositionRow[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      let q = trx
        .selectFrom('lever_position')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + 500))
        .where('state', '=', state);
      if (kind === 'postgres') q = q.forUpdate();
      rows.push(...(await q.execute()));
    }
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  async function postAll(trx: Trx, entries: EntryInput[]) {
    for (const outcome of await batch.postMany(trx, entries)) {
      if (!outcome.ok) throw outcome.error;
    }
  }

  return {
    available,
    lockSystem,
    lockAccount,
    still,

    /** Cancels the user's entrusts among `rows`: what they held comes back. */
    async cancel(trx: Trx, userId: string, rows: PositionRow[], actor: string, now: number): Promise<PositionRow[]> {
      await lockAccount(trx, userId, now);
      const live = await still(
        trx,
        rows.map((r) => r.id),
        'entrust',
      );
      await postAll(
        trx,
        live.map((r) => cancelEntry(userId, r.id, r.margin, r.open_fee, actor)),
      );
      const done = live.map((r) => ({ ...r, state: 'cancelled' as const, updated_at: now, closed_at: now }));
      for (const r of done) {
        await trx
          .updateTable('lever_position')
          .set({ state: 'cancelled', updated_at: now, closed_at: now })
          .where('id', '=', r.id)
          .execute();
      }
      return done;
    },

    /**
     * Closes one user's positions, in order, each at its tick: those not open any more are left
     * alone. A loss beyond what the account holds is paid by the insurance fund.
     */
    async close(trx: Trx, userId: string, closes: Close[], actor: string, now: number): Promise<PositionRow[]> {
      let avail = await lockAccount(trx, userId, now);
      const open = new Map(
        (
          await still(
            trx,
            closes.map((c) => c.row.id),
            'open',
          )
        ).map((r) => [r.id, r]),
      );
      const entries: EntryInput[] = [];
      const done: PositionRow[] = [];
      for (const c of closes) {
        const row = open.get(c.row.id);
        if (!row?.open_price) continue;
        const pnl = pnlOf(row.side, row.share, row.lot_size, row.open_price, c.tick.price);
        const fee = feeOf(notionalOf(row.share, row.lot_size, c.tick.price), row.fee_rate);
        const s = settleClose(avail, row.margin, pnl, fee);
        avail = s.available;
        entries.push(closeEntry(userId, row.id, row.margin, s, c.reason, c.tick, actor));
        done.push({
          ...row,
          state: 'closed',
          close_tick_id: c.tick.id,
          close_price: c.tick.price,
          close_time: c.tick.time,
          close_reason: c.reason,
          profit: pnl,
          close_fee: s.feePaid,
          insurance: s.insurance,
          updated_at: now,
          closed_at: now,
        });
      }
      await postAll(trx, entries);
      for (const r of done) {
        await trx
          .updateTable('lever_position')
          .set({
            state: 'closed',
            close_tick_id: r.close_tick_id,
            close_price: r.close_price,
            close_time: r.close_time,
            close_reason: r.close_reason,
            profit: r.profit,
            close_fee: r.close_fee,
            insurance: r.insurance,
            updated_at: now,
            closed_at: now,
          })
          .where('id', '=', r.id)
          .execute();
      }
      return done;
    },
  };
}

export type Closer = ReturnType<typeof makeCloser>;
