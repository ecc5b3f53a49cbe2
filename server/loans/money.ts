// The ledger entries of crypto loans, pure (issue 38). Collateral is frozen in the borrower's spot
// (change) account; loans are paid out by, and repaid to, the lending desk (`system:lending`);
// a settlement sells collateral to the desk at the recorded tick's price and the liquidation fee
// goes to `system:fees`.
import Decimal from 'decimal.js';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

const SPOT = 2;
export const LENDING = 'system:lending';
const FEES = 'system:fees';
const user = (userId: string) => `user:${userId}`;

const post = (holder: string, currency: string, field: Posting['field'], amount: Decimal.Value): Posting => ({
  holder,
  account: holder.startsWith('user:') ? SPOT : 0,
  currency,
  field,
  amount: new Decimal(amount).toFixed(),
});
const nonZero = (postings: Posting[]) => postings.filter((p) => !new Decimal(p.amount).isZero());

type LoanRef = { id: string; user_id: string; collateral_currency: string; borrow_currency: string };

export const borrowEntry = (
  loan: LoanRef,
  amount: string,
  collateral: string,
  requestId: string | null,
): EntryInput => ({
  kind: 'loan_borrow',
  actor: user(loan.user_id),
  memo: { loan: loan.id },
  requestId,
  postings: [
    post(user(loan.user_id), loan.collateral_currency, 'available', new Decimal(collateral).neg()),
    post(user(loan.user_id), loan.collateral_currency, 'frozen', collateral),
    post(LENDING, loan.borrow_currency, 'available', new Decimal(amount).neg()),
    post(user(loan.user_id), loan.borrow_currency, 'available', amount),
  ],
});

/** A repayment to the desk; `release` (the whole debt paid) unfreezes the collateral too. */
export const repayEntry = (loan: LoanRef, amount: string, release: string, requestId: string | null): EntryInput => ({
  kind: 'loan_repay',
  actor: user(loan.user_id),
  memo: { loan: loan.id },
  requestId,
  postings: nonZero([
    post(user(loan.user_id), loan.borrow_currency, 'available', new Decimal(amount).neg()),
    post(LENDING, loan.borrow_currency, 'available', amount),
    post(user(loan.user_id), loan.collateral_currency, 'frozen', new Decimal(release).neg()),
    post(user(loan.user_id), loan.collateral_currency, 'available', release),
  ]),
});

/** Collateral added (positive) or taken back (negative). */
export const collateralEntry = (loan: LoanRef, change: string, requestId: string | null): EntryInput => ({
  kind: new Decimal(change).isNeg() ? 'loan_collateral_out' : 'loan_collateral_in',
  actor: user(loan.user_id),
  memo: { loan: loan.id },
  requestId,
  postings: [
    post(user(loan.user_id), loan.collateral_currency, 'available', new Decimal(change).neg()),
    post(user(loan.user_id), loan.collateral_currency, 'frozen', change),
  ],
});

/** A liquidation or expiry: contract/loan-rules.ts `settlement` at the cited tick. */
export const settleEntry = (
  loan: LoanRef & { collateral: string },
  s: { sold: string; proceeds: string; fee: string; change: string; returned: string },
  kind: 'liquidation' | 'expiry',
  tickId: number,
): EntryInput => ({
  kind: `loan_${kind}`,
  actor: LENDING,
  memo: { loan: loan.id, tick_id: tickId },
  postings: nonZero([
    post(user(loan.user_id), loan.collateral_currency, 'frozen', new Decimal(loan.collateral).neg()),
    post(user(loan.user_id), loan.collateral_currency, 'available', s.returned),
    post(LENDING, loan.collateral_currency, 'available', s.sold),
    // The desk buys the coins sold for the proceeds and keeps the debt from them; the fee and any change move on.
    post(LENDING, loan.borrow_currency, 'available', new Decimal(s.fee).plus(s.change).neg()),
    post(FEES, loan.borrow_currency, 'available', s.fee),
    post(user(loan.user_id), loan.borrow_currency, 'available', s.change),
  ]),
});
