// Crypto loan calls (issue 38; contract/loans.ts, README "Crypto loans"). Borrowing, repaying and
// moving collateral carry an Idempotency-Key, so a retry after a dropped connection acts once.
import type { Loan, LoanDetail, LoanPage, LoanProduct } from '../../contract/loans';
import { api, type CallOptions } from './client';

export const LOAN_PAGE_SIZE = 10;

export type LoanListState = 'open' | 'closed';

/** What may be borrowed against what, with the collateral's recorded price; open to guests (kept by the worker). */
export const getLoanProducts = (opts?: CallOptions) => api.get<LoanProduct[]>('loan/products', {}, opts);

/** Borrows `amount` of the product's coin against `collateral` frozen in the spot account; term in days (0 flexible). */
export const borrowLoan = (
  f: { productId: number; amount: string; collateral: string; term: number },
  requestId: string,
  opts?: CallOptions,
) =>
  api.post<Loan>(
    'loan/borrow',
    { product_id: f.productId, amount: f.amount, collateral: f.collateral, term: f.term },
    { ...opts, idempotencyKey: requestId },
  );

/** Repays part (interest first) or, with `all`, the whole debt as it is when it arrives. */
export const repayLoan = (id: string, pay: { amount: string } | { all: true }, requestId: string, opts?: CallOptions) =>
  api.post<Loan>('loan/repay', 'all' in pay ? { id, all: 1 } : { id, amount: pay.amount }, {
    ...opts,
    idempotencyKey: requestId,
  });

/** Adds collateral, or takes some back while the LTV stays under the initial line. */
export const moveCollateral = (
  id: string,
  action: 'add' | 'reduce',
  amount: string,
  requestId: string,
  opts?: CallOptions,
) => api.post<Loan>('loan/collateral', { id, action, amount }, { ...opts, idempotencyKey: requestId });

/** The user's loans, newest first: open, or closed (repaid or settled). */
export const getLoans = (state: LoanListState, page: number, opts?: CallOptions, limit = LOAN_PAGE_SIZE) =>
  api.get<LoanPage>('loan/list', { state, page, limit }, opts);

/** One loan and its latest events, newest first. */
export const getLoan = (id: string, opts?: CallOptions) => api.get<LoanDetail>('loan/detail', { id }, opts);
