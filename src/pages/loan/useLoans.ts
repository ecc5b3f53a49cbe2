// The user's loans as the loan screens read them: a paged list (open or closed) and one loan with
// its events. What arrives is kept on this device (db/keptLoans.ts) and shown, with its age, when
// the network does not answer. Both are read again when the server says a loan changed (socket
// `loan`: a margin call or a settlement), when the socket reconnects (events may have been
// missed) and when the browser comes back online.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Loan, LoanDetail } from '../../../contract/loans';
import { ApiError } from '../../api/client';
import { getLoan, getLoans, LOAN_PAGE_SIZE, type LoanListState } from '../../api/loans';
import { useEventReload } from '../../app/useEventReload';
import { useKeptPagedList } from '../../app/useKeptPagedList';
import { keepLoan, keepLoans, readKeptLoan, readKeptLoans } from '../../db/keptLoans';

/** Calls `reload` on each `loan` event (all of them, or one loan's) and on every reconnection. */
const useLoanEvents = (reload: () => void, id?: string) =>
  useEventReload<Loan>('loan', reload, (loan) => id === undefined || loan.id === id);

export function useLoanList(state: LoanListState) {
  const source = useMemo(
    () => ({
      fetch: async (page: number) => (await getLoans(state, page, { quiet: true, background: true })).list,
      keep: (rows: Loan[]) => keepLoans(state, rows),
      read: () => readKeptLoans(state),
    }),
    [state],
  );
  const { list, keptAt } = useKeptPagedList(source, LOAN_PAGE_SIZE);
  useLoanEvents(list.reload);
  return { list, keptAt };
}

export type LoadedLoan =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'gone'; message: string }
  | { state: 'ready'; detail: LoanDetail; keptAt?: number };

export function useLoan(id: string) {
  const [loaded, setLoaded] = useState<LoadedLoan>({ state: 'loading' });
  const load = useCallback(() => {
    if (!id) {
      setLoaded({ state: 'gone', message: '' });
      return;
    }
    getLoan(id, { quiet: true, background: true }).then(
      (detail) => {
        void keepLoan(detail);
        setLoaded({ state: 'ready', detail });
      },
      async (err) => {
        if (err instanceof ApiError && err.kind === 'refused') {
          setLoaded({ state: 'gone', message: err.message });
          return;
        }
        const kept = await readKeptLoan(id);
        // A loan already shown stays (with its age) rather than turning into an error.
        setLoaded((prev) =>
          kept
            ? { state: 'ready', detail: kept.value, keptAt: kept.at }
            : prev.state === 'ready'
              ? prev
              : { state: 'failed' },
        );
      },
    );
  }, [id]);
  useEffect(load, [load]);
  useLoanEvents(load, id);
  return { loaded, reload: load };
}
