// Reading and writing loan rows, shared by the borrower's calls, the risk sweep and the interest job.

import type { Db, DbKind } from '../core/db';
import type { Ids } from '../core/ids';
import type { Trx } from '../ledger/ledger';
import type { CitedTick, Market } from '../market/service';
import type { LoanEventTable } from './tables';
import { collateralSymbol, type LoanRow, type ProductRow } from './view';

/** A loan; locked for the transaction when `lock` names PostgreSQL (SQLite's writer is alone anyway). */
export async function loanRow(trx: Trx, id: string, lock?: DbKind): Promise<LoanRow | undefined> {
  let q = trx.selectFrom('loan').selectAll().where('id', '=', id);
  if (lock === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function productRow(trx: Trx, id: number, lock?: DbKind): Promise<ProductRow | undefined> {
  let q = trx.selectFrom('loan_product').selectAll().where('id', '=', id);
  if (lock === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

type EventInput = Pick<LoanEventTable, 'loan_id' | 'kind'> &
  Partial<Omit<LoanEventTable, 'id' | 'loan_id' | 'kind' | 'tick_id' | 'price' | 'tick_time' | 'created_at'>> & {
    tick?: CitedTick;
  };

/** Records one event of a loan; changes not given are zero. */
export async function addEvent(trx: Trx, ids: Ids, now: number, e: EventInput): Promise<void> {
  await trx
    .insertInto('loan_event')
    .values({
      id: ids.sortable(now),
      loan_id: e.loan_id,
      kind: e.kind,
      principal: e.principal ?? '0',
      interest: e.interest ?? '0',
      collateral: e.collateral ?? '0',
      hours: e.hours ?? null,
      sold: e.sold ?? null,
      fee: e.fee ?? null,
      returned: e.returned ?? null,
      tick_id: e.tick?.tick_id ?? null,
      price: e.tick?.price ?? null,
      tick_time: e.tick?.time ?? null,
      ltv: e.ltv ?? null,
      entry_id: e.entry_id ?? null,
      created_at: now,
    })
    .execute();
}

/** A page of loans, newest first: open ones or closed ones, of one user or of everyone. */
export async function loanPage(
  db: Db,
  f: { userId?: string; state: 'open' | 'closed'; page: number; limit: number },
): Promise<{ rows: LoanRow[]; total: number }> {
  let q = db.selectFrom('loan').where('state', f.state === 'open' ? '=' : '!=', 'open');
  if (f.userId) q = q.where('user_id', '=', f.userId);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The latest recorded price of each coin the loans hold as collateral. */
export async function collateralPrices(market: Market, loans: Pick<LoanRow, 'collateral_currency'>[]) {
  const coins = [...new Set(loans.map((r) => r.collateral_currency))];
  return new Map(
    await Promise.all(coins.map(async (c) => [c, await market.recordedPrice(collateralSymbol(c))] as const)),
  );
}
