// The signed-in user's loans as last shown (issue 38), kept on this device (IndexedDB settings
// 'loans:open', 'loans:closed', 'loan:<id>'), so My loans and a loan's page read offline, marked
// with their age. They belong to the account: forgotten at sign-in and sign-out (state/account.ts).
import type { Loan, LoanDetail } from '../../contract/loans';
import { forgetKept, keep, readKept } from './kept';

const listKey = (state: 'open' | 'closed') => `loans:${state}`;
const detailKey = (id: string) => `loan:${id}`;

/** The first page of a list, as the server sent it. */
export const keepLoans = (state: 'open' | 'closed', list: Loan[]) => keep(listKey(state), list);
export const readKeptLoans = (state: 'open' | 'closed') => readKept<Loan[]>(listKey(state), Array.isArray);

export const keepLoan = (detail: LoanDetail) => keep(detailKey(detail.loan.id), detail);
export const readKeptLoan = (id: string) =>
  readKept<LoanDetail>(detailKey(id), (v) => typeof v === 'object' && v !== null && 'loan' in v && 'events' in v);

/** Forgets every kept loan (another account, or none, is signed in now). */
export const forgetLoans = () => forgetKept(['loans:', 'loan:']);
