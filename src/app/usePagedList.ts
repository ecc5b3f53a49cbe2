// A list loaded ten at a time (spec §9 page size; five for the options lists): the rows so far,
// whether more exist, and the loading and failure states every paged screen shows. Only the
// newest load counts: when the filters change while a page is on its way, that page's late answer
// (rows of the old filters) is dropped rather than shown under the new ones.
import { useCallback, useEffect, useRef, useState } from 'react';

export const PAGE_SIZE = 10;

export function usePagedList<T>(fetchPage: (page: number) => Promise<T[]>, pageSize = PAGE_SIZE) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    (p: number) => {
      const ticket = ++latest.current;
      setFailed(false);
      fetchPage(p).then(
        (next) => {
          if (ticket !== latest.current) return;
          setRows((prev) => (p === 1 ? next : [...(prev ?? []), ...next]));
          setDone(next.length < pageSize);
          setPage(p);
        },
        () => ticket === latest.current && setFailed(true),
      );
    },
    [fetchPage, pageSize],
  );

  useEffect(() => load(1), [load]);
  const reload = useCallback(() => load(1), [load]);

  return { rows, done, failed, reload, retry: () => load(page), more: () => load(page + 1) };
}
