// The signed-in user's loans as last shown (issue 38), kept on this device (IndexedDB settings
// 'loans:open', 'loans:closed', 'loan:<id>'), so My loans and a loan's page read offline, marked
// with their age. They belong to the account: forgotten at sign-in and sign-out (state/account.ts).
import type { Loan, LoanDetail } from '../../contract/loans';

export type Kept<T> = { at: number; value: T };

const listKey = (state: 'open' | 'closed') => `loans:${state}`;
const detailKey = (id: string) => `loan:${id}`;

async function keep(key: string, value: unknown) {
  const { db } = await import('./db');
  await db.settings.put({ key, value: { at: Date.now(), value } }).catch(() => undefined);
}

async function read<T>(key: string, valid: (v: unknown) => boolean): Promise<Kept<T> | undefined> {
  const { db } = await import('./db');
  const kept = (await db.settings.get(key).catch(() => undefined))?.value as Kept<T> | undefined;
  return kept && typeof kept.at === 'number' && valid(kept.value) ? kept : undefined;
}

/** The first page of a list, as the server sent it. */
export const keepLoans = (state: 'open' | 'closed', list: Loan[]) => keep(listKey(state), list);
export const readKeptLoans = (state: 'open' | 'closed') => read<Loan[]>(listKey(state), Array.isArray);

export const keepLoan = (detail: LoanDetail) => keep(detailKey(detail.loan.id), detail);
export const readKeptLoan = (id: string) =>
  read<LoanDetail>(detailKey(id), (v) => typeof v === 'object' && v !== null && 'loan' in v && 'events' in v);

/** Forgets every kept loan (another account, or none, is signed in now). */
export async function forgetLoans(): Promise<void> {
  const { db } = await import('./db');
  await db.settings
    .filter((s) => s.key.startsWith('loans:') || s.key.startsWith('loan:'))
    .delete()
    .catch(() => undefined);
}
