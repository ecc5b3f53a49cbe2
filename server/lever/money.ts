// The ledger entries of a contract's life, pure (issue 14, ADR 17): all in the lever account (3),
// in USDT. Margin (and an entrust's open fee) is frozen; fees go to `system:fees`; profit and loss
// move between the account and the desk (`system:lever`, the counterparty of every position); a
// loss beyond what the account holds is paid to the desk by `system:insurance`.
import Decimal from 'decimal.js';
import type { CloseSettlement } from '../../contract/lever-rules';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

export const LEVER = 3;
export const LEVER_CURRENCY = 'USDT';
export const DESK = 'system:lever';
export const FEES = 'system:fees';
export const INSURANCE = 'system:insurance';

type Tick = { id: number; price: string; time: number };

const neg = (amount: string) => new Decimal(amount).neg().toFixed();

function post(holder: string, field: Posting['field'], amount: Decimal.Value): Posting {
  const a = new Decimal(amount);
  return {
    holder,
    account: holder.startsWith('user:') ? LEVER : 0,
    currency: LEVER_CURRENCY,
    field,
    amount: a.toFixed(),
  };
}

/** An entry without its zero postings (a fee of 0, a close without profit). */
function entry(kind: string, actor: string, memo: object, postings: Posting[], requestId?: string | null): EntryInput {
  return { kind, actor, requestId, memo, postings: postings.filter((p) => !new Decimal(p.amount).isZero()) };
}

/** A market open: the margin is frozen and the open fee paid. */
export function openEntry(
  userId: string,
  id: string,
  margin: string,
  fee: string,
  tick: Tick,
  requestId: string | null,
) {
  const user = `user:${userId}`;
  return entry(
    'lever_open',
    user,
    { position: id, tick_id: tick.id },
    [
      post(user, 'available', neg(margin)),
      post(user, 'frozen', margin),
      post(user, 'available', neg(fee)),
      post(FEES, 'available', fee),
    ],
    requestId,
  );
}

/** An entrust placed: its margin and the open fee it will pay are frozen until it fills or is cancelled. */
export function entrustEntry(userId: string, id: string, margin: string, fee: string, requestId: string | null) {
  const user = `user:${userId}`;
  const held = new Decimal(margin).plus(fee);
  return entry(
    'lever_entrust',
    user,
    { position: id },
    [post(user, 'available', held.neg()), post(user, 'frozen', held)],
    requestId,
  );
}

/** An entrust filled at a recorded tick: the open fee it held is paid; the margin stays frozen. */
export function fillEntry(userId: string, id: string, fee: string, tick: Tick) {
  const user = `user:${userId}`;
  return entry('lever_fill', DESK, { position: id, tick_id: tick.id }, [
    post(user, 'frozen', neg(fee)),
    post(FEES, 'available', fee),
  ]);
}

/** An entrust cancelled: what it held comes back. */
export function cancelEntry(userId: string, id: string, margin: string, fee: string, actor: string) {
  const user = `user:${userId}`;
  const held = new Decimal(margin).plus(fee);
  return entry('lever_cancel', actor, { position: id }, [
    post(user, 'frozen', held.neg()),
    post(user, 'available', held),
  ]);
}

/** A close, settled as `s` says (contract/lever-rules settleClose). */
export function closeEntry(
  userId: string,
  id: string,
  margin: string,
  s: CloseSettlement,
  reason: string,
  tick: Tick,
  actor: string,
) {
  const user = `user:${userId}`;
  const pnl = new Decimal(s.pnl);
  const postings = [post(user, 'frozen', neg(margin)), post(user, 'available', margin)];
  if (pnl.isPositive()) postings.push(post(DESK, 'available', pnl.neg()), post(user, 'available', pnl));
  postings.push(post(user, 'available', neg(s.lossPaid)), post(DESK, 'available', s.lossPaid));
  postings.push(post(INSURANCE, 'available', neg(s.insurance)), post(DESK, 'available', s.insurance));
  postings.push(post(user, 'available', neg(s.feePaid)), post(FEES, 'available', s.feePaid));
  return entry('lever_close', actor, { position: id, reason, tick_id: tick.id, price: tick.price }, postings);
}

/** A day's overnight fee: from the available balance, and what that cannot pay from the position's margin. */
export function overnightEntry(userId: string, id: string, fromAvailable: string, fromMargin: string, day: number) {
  const user = `user:${userId}`;
  const total = new Decimal(fromAvailable).plus(fromMargin);
  return entry('lever_overnight', DESK, { position: id, day }, [
    post(user, 'available', neg(fromAvailable)),
    post(user, 'frozen', neg(fromMargin)),
    post(FEES, 'available', total),
  ]);
}
