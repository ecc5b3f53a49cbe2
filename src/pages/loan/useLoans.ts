// The user's loans as the loan screens read them: a paged list (open or closed) and one loan with
// its events. What arrives is kept on this device (db/keptLoans.ts) and shown, with its age, when
// the network does not answer. Both are read again when the server says a loan changed (socket
// `loan`: a margin call or a settlement), when the socket reconnects (events may have been
// missed) and when the browser comes back online.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loan, LoanDetail } from '../../../contract/loans';
import { ApiError } from '../../api/client';
import { getLoan, getLoans, LOAN_PAGE_SIZE, type LoanListState } from '../../api/loans';
import { usePagedList } from '../../app/usePagedList';
import { keepLoan, keepLoans, readKeptLoan, readKeptLoans } from '../../db/keptLoans';
import { onRealtime } from '../../realtime/socket';
import { useOnReconnect } from '../fund/useBalances';

/** Calls `reload` on each `loan` event (all of them, or one loan's) and on every reconnection. */
function useLoanEvents(reload: () => void, id?: string) {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const offs = [
      onRealtime<Loan>('loan', (loan) => {
        if (id === undefined || loan.id === id) latest.current();
      }),
      onRealtime('connect', () => latest.current()),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [id]);
  useOnReconnect(() => latest.current());
}

export function useLoanList(state: LoanListState) {
  /** When the rows shown are the ones kept on this device. */
  const [keptAt, setKeptAt] = useState<number | undefined>(undefined);
  const fetchPage = useCallback(
    async (page: number) => {
      try {
        const { list } = await getLoans(state, page, { quiet: true, background: true });
        if (page === 1) {
          void keepLoans(state, list);
          setKeptAt(undefined);
        }
        return list;
      } catch (err) {
        const kept = page === 1 && !(err instanceof ApiError && err.kind === 'session') && (await readKeptLoans(state));
        if (!kept) throw err;
        setKeptAt(kept.at);
        return kept.value;
      }
    },
    [state],
  );
  const list = usePagedList(fetchPage, LOAN_PAGE_SIZE);
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
