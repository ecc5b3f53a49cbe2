// Reading and writing loan rows, shared by the borrower's calls, the risk sweep and the interest job.

import type { DbKind } from '../core/db';
import type { Ids } from '../core/ids';
import type { Trx } from '../ledger/ledger';
import type { CitedTick } from '../market/service';
import type { LoanEventTable } from './tables';
import type { LoanRow, ProductRow } from './view';

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
