// The first step of every wallet review (recharges, withdrawals): decide the request on the
// condition that it is still under review. The conditional update locks the row, so a second
// reviewer's transaction waits, then finds nothing left to decide and is refused.
import type { Selectable } from 'kysely';
import { Refusal } from '../core/errors';
import type { Decision } from '../kyc/service';
import type { Trx } from '../ledger/ledger';
import { walletMessages } from './messages';
import type { RechargeTable, WithdrawalTable } from './tables';

/** The decision's reason, required to reject. */
export function reasonOf(decision: Decision): string {
  const reason = decision.reason?.trim() ?? '';
  if (!decision.approve && !reason) throw new Refusal(walletMessages.reasonRequired);
  return reason;
}

type Args = [id: string, decision: Decision, reason: string, now: number];

/** Marks the request decided and returns it as it now is; refuses when it was decided already. */
export async function decideOnce(trx: Trx, table: 'recharge', ...args: Args): Promise<Selectable<RechargeTable>>;
export async function decideOnce(trx: Trx, table: 'withdrawal', ...args: Args): Promise<Selectable<WithdrawalTable>>;
export async function decideOnce(
  trx: Trx,
  table: 'recharge' | 'withdrawal',
  ...[id, decision, reason, now]: Args
): Promise<unknown> {
  // Both tables share the review columns; Kysely is told one name so the query type-checks.
  const decided = await trx
    .updateTable(table as 'recharge')
    .set({
      state: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : reason,
      reviewer: decision.reviewer,
      reviewed_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'review')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) !== 1) throw new Refusal(walletMessages.alreadyDecided);
  return trx
    .selectFrom(table as 'recharge')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
