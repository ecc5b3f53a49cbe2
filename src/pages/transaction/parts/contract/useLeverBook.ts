// The signed-in user's open positions and waiting entrusts on every instrument (POST
// /lever/my_trade status 1 and 0, the first page of each), with the account's risk as the server
// last told it. Kept current by the socket: `lever_position` updates, adds or removes a row,
// `lever_closed` removes the closed ones, `lever_trade` brings the risk; a reconnect (events may
// have been missed) loads both lists again.
import { useCallback, useEffect, useState } from 'react';
import type { LeverClosedEvent, LeverPosition, LeverRisk } from '../../../../../contract/lever';
import { getLeverPositions } from '../../../../api/lever';
import { onRealtime } from '../../../../realtime/socket';

/** Rows loaded of each list: enough for the account's positions to be valued as a whole. */
export const BOOK_LIMIT = 50;

export type Book = { open: LeverPosition[]; openTotal: number; entrusts: LeverPosition[]; entrustTotal: number };

const newestFirst = (a: LeverPosition, b: LeverPosition) => b.transaction_time - a.transaction_time;

/** Applies a newer version of a position: it joins, stays in or leaves each list by its status. */
export function applyPosition(book: Book, p: LeverPosition): Book {
  const place = (rows: LeverPosition[], total: number, belongs: boolean) => {
    const had = rows.some((r) => r.id === p.id);
    if (belongs)
      return had
        ? { rows: rows.map((r) => (r.id === p.id ? p : r)), total }
        : { rows: [p, ...rows].sort(newestFirst), total: total + 1 };
    return had ? { rows: rows.filter((r) => r.id !== p.id), total: Math.max(0, total - 1) } : { rows, total };
  };
  const open = place(book.open, book.openTotal, p.status === 1);
  const entrusts = place(book.entrusts, book.entrustTotal, p.status === 0);
  return { open: open.rows, openTotal: open.total, entrusts: entrusts.rows, entrustTotal: entrusts.total };
}

/** Removes positions the server says were closed. */
export function removeClosed(book: Book, ids: readonly string[]): Book {
  const gone = new Set(ids);
  const open = book.open.filter((p) => !gone.has(p.id));
  return { ...book, open, openTotal: Math.max(0, book.openTotal - (book.open.length - open.length)) };
}

export function useLeverBook(signedIn: boolean) {
  const [book, setBook] = useState<Book | null>(null);
  const [risk, setRisk] = useState<LeverRisk | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (!signedIn) return;
    setFailed(false);
    const opts = { quiet: true, background: true };
    Promise.all([
      getLeverPositions({ status: 1 }, 1, BOOK_LIMIT, opts),
      getLeverPositions({ status: 0 }, 1, BOOK_LIMIT, opts),
    ]).then(
      ([open, entrusts]) => {
        setBook({ open: open.data, openTotal: open.total, entrusts: entrusts.data, entrustTotal: entrusts.total });
        setRisk(open.rate_profits_total);
      },
      () => setFailed(true),
    );
  }, [signedIn]);

  useEffect(() => {
    setBook(null);
    setRisk(null);
    load();
  }, [load]);

  const apply = useCallback((p: LeverPosition) => setBook((b) => (b ? applyPosition(b, p) : b)), []);

  useEffect(() => {
    if (!signedIn) return;
    const offs = [
      onRealtime<LeverPosition>('lever_position', apply),
      onRealtime<LeverClosedEvent>('lever_closed', (e) => setBook((b) => (b ? removeClosed(b, e.id) : b))),
      onRealtime<LeverRisk>('lever_trade', setRisk),
      onRealtime('connect', load),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [signedIn, apply, load]);

  return { book, risk, setRisk, failed: failed && book === null, apply, reload: load };
}
