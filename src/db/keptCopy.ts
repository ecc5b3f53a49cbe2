// Copy trading as last shown (issue 36), kept on this device (IndexedDB settings): the trader
// list's first page per sort and window ('copy:traders:<sort>:<days>'), the reader's followings
// ('copy:my') and the first page of their copies ('copy:copies:<status>'), so the screens read
// offline, marked with their age. The list says which traders the reader follows, so all of it
// belongs to the account: forgotten at sign-in and sign-out (state/account.ts).
import type { Copy, MyFollowing, Trader } from '../../contract/copy';
import type { CopyListState, TraderQuery } from '../api/copy';
import { forgetKept, keep, readKept } from './kept';

const tradersKey = (q: Pick<TraderQuery, 'sort' | 'days'>) => `copy:traders:${q.sort}:${q.days}`;
const copiesKey = (status: CopyListState) => `copy:copies:${status}`;
const MY_KEY = 'copy:my';

export const keepTraders = (q: Pick<TraderQuery, 'sort' | 'days'>, rows: Trader[]) => keep(tradersKey(q), rows);
export const readKeptTraders = (q: Pick<TraderQuery, 'sort' | 'days'>) =>
  readKept<Trader[]>(tradersKey(q), Array.isArray);

export const keepCopies = (status: CopyListState, rows: Copy[]) => keep(copiesKey(status), rows);
export const readKeptCopies = (status: CopyListState) => readKept<Copy[]>(copiesKey(status), Array.isArray);

export const keepMyFollowing = (my: MyFollowing) => keep(MY_KEY, my);
export const readKeptMyFollowing = () =>
  readKept<MyFollowing>(MY_KEY, (v) => typeof v === 'object' && v !== null && Array.isArray((v as MyFollowing).data));

/** Forgets all of it (another account, or none, is signed in now). */
export const forgetCopyTrading = () => forgetKept(['copy:']);
