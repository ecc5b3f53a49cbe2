// Market tab (spec §2 quotation list): favourites, futures, coins and stocks, live, sortable by
// name, price or change; each row opens the instrument's chart.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFavouriteIds } from '../../state/favourites';
import { getQuote, useQuoteList } from '../../state/quotes';
import { inTab, MARKET_TAB_LABELS, MARKET_TABS, type MarketTab } from './classes';
import { DemoBadge } from './parts/DemoBadge';
import { QuoteList } from './parts/QuoteList';
import { StaleNote } from './parts/StaleNote';

type SortKey = 'name' | 'price' | 'change';
type Sort = { key: SortKey; desc: boolean } | null;

function sortIds(ids: number[], sort: Sort): number[] {
  if (!sort) return ids;
  const value = (id: number) => {
    const q = getQuote(id);
    if (!q) return 0;
    return sort.key === 'name' ? q.symbol : sort.key === 'price' ? Number(q.price) : Number(q.change);
  };
  const sorted = [...ids].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    return typeof va === 'string' ? va.localeCompare(String(vb)) : va - Number(vb);
  });
  return sort.desc ? sorted.reverse() : sorted;
}

export default function Market() {
  const { i18n, t } = useLingui();
  const { quotes, status } = useQuoteList();
  const favourites = useFavouriteIds();
  const [tab, setTab] = useState<MarketTab>('coins');
  const [sort, setSort] = useState<Sort>(null);

  const ids = useMemo(() => {
    const base =
      tab === 'favourites'
        ? (favourites ?? []).filter((id) => quotes.some((q) => q.id === id))
        : quotes.filter((q) => inTab(tab, q.class)).map((q) => q.id);
    // Sorted when the list or the sort changes, not on every tick: rows must not jump under a finger.
    return sortIds(base, sort);
  }, [tab, quotes, favourites, sort]);

  const toggleSort = (key: SortKey) =>
    setSort((s) => (s?.key !== key ? { key, desc: true } : s.desc ? { key, desc: false } : null));
  const arrow = (key: SortKey) => (sort?.key === key ? (sort.desc ? ' ↓' : ' ↑') : '');

  return (
    <div className="page">
      <header className="tab-header">
        <h1>
          <Trans>Market</Trans>
        </h1>
        <DemoBadge />
        <StaleNote />
        <Link to="/pages/market/search" className="icon-button header-end" aria-label={t`Search`}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      </header>
      <div className="tabs" role="tablist">
        {MARKET_TABS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
            {i18n._(MARKET_TAB_LABELS[key])}
          </button>
        ))}
      </div>
      <div className="quote-head">
        <button type="button" onClick={() => toggleSort('name')}>
          <Trans>Name</Trans>
          {arrow('name')}
        </button>
        <button type="button" onClick={() => toggleSort('price')}>
          <Trans>Last price</Trans>
          {arrow('price')}
        </button>
        <button type="button" onClick={() => toggleSort('change')}>
          <Trans>Change</Trans>
          {arrow('change')}
        </button>
      </div>
      <QuoteList
        ids={ids}
        loading={status === 'loading' || (tab === 'favourites' && favourites === undefined)}
        failed={status === 'failed'}
        showRange
        empty={
          tab === 'favourites' ? <Trans>No favourites yet. Open a quote and tap the star to add it.</Trans> : undefined
        }
      />
    </div>
  );
}
