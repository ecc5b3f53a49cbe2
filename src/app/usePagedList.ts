// A list loaded ten at a time (spec §9 page size; five for the options lists): the rows so far,
// whether more exist, and the loading and failure states every paged screen shows.
import { useCallback, useEffect, useState } from 'react';

export const PAGE_SIZE = 10;

export function usePagedList<T>(fetchPage: (page: number) => Promise<T[]>, pageSize = PAGE_SIZE) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (p: number) => {
      setFailed(false);
      fetchPage(p).then(
        (next) => {
          setRows((prev) => (p === 1 ? next : [...(prev ?? []), ...next]));
          setDone(next.length < pageSize);
          setPage(p);
        },
        () => setFailed(true),
      );
    },
    [fetchPage, pageSize],
  );

  useEffect(() => load(1), [load]);
  const reload = useCallback(() => load(1), [load]);

  return { rows, done, failed, reload, retry: () => load(page), more: () => load(page + 1) };
}
