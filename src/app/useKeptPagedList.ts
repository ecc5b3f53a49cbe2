// A paged list (usePagedList) whose first page is kept on this device: each first page that
// arrives is kept, and when the network does not answer the kept one is shown with its age
// (`keptAt`), rather than an error. A refusal of the session is not covered up by kept rows.
import { useCallback, useState } from 'react';
import { ApiError } from '../api/client';
import type { Kept } from '../db/kept';
import { usePagedList } from './usePagedList';

export type KeptPages<T> = {
  fetch: (page: number) => Promise<T[]>;
  keep: (rows: T[]) => Promise<void>;
  read: () => Promise<Kept<T[]> | undefined>;
};

/** `source` must be stable (memoised on what the list is of): a new one loads the list again. */
export function useKeptPagedList<T>(source: KeptPages<T>, pageSize: number) {
  /** When the rows shown are the ones kept on this device. */
  const [keptAt, setKeptAt] = useState<number | undefined>(undefined);
  const fetchPage = useCallback(
    async (page: number) => {
      try {
        const rows = await source.fetch(page);
        if (page === 1) {
          void source.keep(rows);
          setKeptAt(undefined);
        }
        return rows;
      } catch (err) {
        const kept = page === 1 && !(err instanceof ApiError && err.kind === 'session') && (await source.read());
        if (!kept) throw err;
        setKeptAt(kept.at);
        return kept.value;
      }
    },
    [source],
  );
  const list = usePagedList(fetchPage, pageSize);
  return { list, keptAt };
}
