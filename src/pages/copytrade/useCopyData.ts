// What the copy-trading screens read (issue 36): the trader list, a trader's profile and history,
// the reader's followings and copies, their application and followers. Lists and summaries are
// kept on this device (db/keptCopy.ts) and shown with their age offline. The reader's own data is
// read again on each socket `copy` event (a copy opened, closed or was skipped), on reconnection
// and when the browser comes back online.
import { useMemo } from 'react';
import type { Copy, CopyEvent, Follow, Follower, Trader, TraderPosition } from '../../../contract/copy';
import {
  COPY_PAGE_SIZE,
  type CopyListState,
  getApplication,
  getCopies,
  getFollowers,
  getMyFollowing,
  getTraderDetail,
  getTraderHistory,
  getTraders,
  type TraderQuery,
} from '../../api/copy';
import { useEventReload } from '../../app/useEventReload';
import { useKeptLoad } from '../../app/useKeptLoad';
import { useKeptPagedList } from '../../app/useKeptPagedList';
import { usePagedList } from '../../app/usePagedList';
import {
  keepCopies,
  keepMyFollowing,
  keepTraders,
  readKeptCopies,
  readKeptMyFollowing,
  readKeptTraders,
} from '../../db/keptCopy';

const QUIET = { quiet: true, background: true } as const;

/** The copy of a copy event, when it is one (a skip names no copy). */
const copyOf = (e: CopyEvent): Copy | null => (e.kind === 'skipped' ? null : e.copy);

/** Approved traders by sort and window; a search is not kept (the kept list is the unsearched one). */
export function useTraders(query: TraderQuery) {
  const { sort, days, q } = query;
  const source = useMemo(
    () => ({
      fetch: async (page: number) => (await getTraders({ sort, days, q }, page, QUIET)).data,
      keep: (rows: Trader[]) => (q === '' ? keepTraders({ sort, days }, rows) : Promise.resolve()),
      read: () => (q === '' ? readKeptTraders({ sort, days }) : Promise.resolve(undefined)),
    }),
    [sort, days, q],
  );
  return useKeptPagedList(source, COPY_PAGE_SIZE);
}

/** A trader's profile; read again when one of the reader's copies of this trader changes. */
export function useTraderDetail(traderId: string) {
  const source = useMemo(() => ({ fetch: () => getTraderDetail(traderId, QUIET) }), [traderId]);
  const detail = useKeptLoad(source);
  useEventReload<CopyEvent>('copy', detail.reload, (e) => copyOf(e)?.trader_user_id === traderId);
  return detail;
}

export function useTraderHistory(traderId: string) {
  const fetch = useMemo(
    () => async (page: number) => (await getTraderHistory(traderId, page, QUIET)).data as TraderPosition[],
    [traderId],
  );
  return usePagedList(fetch, COPY_PAGE_SIZE);
}

/** The reader's followings, skipped copies and profit shares. */
export function useMyFollowing() {
  const source = useMemo(
    () => ({ fetch: () => getMyFollowing(QUIET), keep: keepMyFollowing, read: readKeptMyFollowing }),
    [],
  );
  const my = useKeptLoad(source);
  useEventReload('copy', my.reload);
  return my;
}

/** The reader's following of one trader, for the follow form (null: not following yet). */
export function useMyFollow(traderId: string) {
  const { loaded, reload } = useTraderDetail(traderId);
  return { loaded, reload, follow: (loaded.state === 'ready' ? loaded.data.my_follow : null) as Follow | null };
}

export function useCopies(status: CopyListState) {
  const source = useMemo(
    () => ({
      fetch: async (page: number) => (await getCopies(status, page, QUIET)).data,
      keep: (rows: Copy[]) => keepCopies(status, rows),
      read: () => readKeptCopies(status),
    }),
    [status],
  );
  const copies = useKeptPagedList(source, COPY_PAGE_SIZE);
  useEventReload('copy', copies.list.reload);
  return copies;
}

export function useApplication() {
  const source = useMemo(() => ({ fetch: () => getApplication(QUIET) }), []);
  return useKeptLoad(source);
}

export function useFollowers() {
  const fetch = useMemo(() => async (page: number) => (await getFollowers(page, QUIET)).data as Follower[], []);
  return usePagedList(fetch, COPY_PAGE_SIZE);
}
