// What the pair and instrument pickers share besides their rows: the Favourites and Recent tabs
// before their market tabs, the star that marks a favourite, and those tabs' empty states. Both
// lists are the device's own (IndexedDB): favourites are the market tab's (synced to the account
// when signed in), recent pairs are the market search's recent views, which every trading screen
// also records.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { toggleFavourite, useFavouriteIds, useRecentViews } from '../../../state/favourites';

export type ListTab = 'favourites' | 'recent';

/** A picker's Recent tab shows at most this many, most recent first. */
export const RECENT_IN_PICKER = 8;

export const isListTab = (tab: string): tab is ListTab => tab === 'favourites' || tab === 'recent';

/** The favourites (oldest first) and recent ones (newest first) among `items`. */
export function usePickerLists<T extends { id: number }>(items: readonly T[]) {
  const favouriteIds = useFavouriteIds();
  const recentViews = useRecentViews();
  return useMemo(() => {
    const byId = new Map(items.map((i) => [i.id, i]));
    const among = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
    return {
      starred: new Set(favouriteIds ?? []),
      favourites: among(favouriteIds ?? []),
      recent: among((recentViews ?? []).map((r) => Number(r.currencyId))).slice(0, RECENT_IN_PICKER),
    };
  }, [items, favouriteIds, recentViews]);
}

/** The two tabs, for the start of a picker's tab list. */
export function ListTabs({ tab, onTab }: { tab: string; onTab: (tab: ListTab) => void }) {
  return (
    <>
      <button type="button" role="tab" aria-selected={tab === 'favourites'} onClick={() => onTab('favourites')}>
        <Trans>Favourites</Trans>
      </button>
      <button type="button" role="tab" aria-selected={tab === 'recent'} onClick={() => onTab('recent')}>
        <Trans>Recent</Trans>
      </button>
    </>
  );
}

export function ListEmpty({ tab }: { tab: ListTab }) {
  return (
    <div className="empty-state compact-state" role="status">
      <p>
        {tab === 'favourites' ? (
          <Trans>No favourites yet. Tap the star beside a pair to add it here.</Trans>
        ) : (
          <Trans>No recent pairs yet. The pairs you open appear here.</Trans>
        )}
      </p>
    </div>
  );
}

/** The star before a row: marks or unmarks the instrument as a favourite, in place. */
export function StarButton({ id, symbol, on }: { id: number; symbol: string; on: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`pair-star star${on ? ' on' : ''}`}
      aria-pressed={on}
      aria-label={t`Favourite ${symbol}`}
      onClick={() => void toggleFavourite(id, symbol)}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
