// The market tab's favourites list. Its own chunk: favourites live in IndexedDB, and Dexie is loaded
// only when this tab is opened, not before the market tab's first paint.
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFavouriteIds } from '../../../state/favourites';
import { getQuote, useQuoteList } from '../../../state/quotes';
import { type Sort, sortIds } from '../sortQuotes';
import { QuoteList } from './QuoteList';

export default function FavouriteList({ sort }: { sort: Sort }) {
  const { quotes, status } = useQuoteList();
  const favourites = useFavouriteIds();
  // Sorted when the list or the sort changes, not on every tick: rows must not jump under a finger.
  const ids = useMemo(
    () =>
      sortIds(
        (favourites ?? []).filter((id) => quotes.some((q) => q.id === id)),
        sort,
        getQuote,
      ),
    [quotes, favourites, sort],
  );
  return (
    <QuoteList
      ids={ids}
      loading={status === 'loading' || favourites === undefined}
      failed={status === 'failed'}
      showRange
      empty={<Trans>No favourites yet. Open a quote and tap the star to add it.</Trans>}
    />
  );
}
