// Market tab (spec §2 quotation list): favourites, coins, stocks, the gainers, losers and hot
// rankings across every class (issue 20, sortQuotes.ts), then forex, precious metals,
// futures, stock indices and crude oil each in its own list (classes.ts), live, sortable by name,
// price or change; each row opens the instrument's chart (whose Trade button trades a coin or a
// stock). Above the stocks, a signed-in user's own stocks open their Trade screen. `?tab=stock`
// (or any tab's key) opens on that list; choosing a tab keeps it in the address.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usdPerUnit } from '../../lib/quoteValue';
import { currentQuotes, getQuote, useQuoteList } from '../../state/quotes';
import { DelayedSpinner } from '../../ui/Spinner';
import {
  DEFAULT_MARKET_TAB,
  inTab,
  isRanking,
  MARKET_TAB_LABELS,
  MARKET_TABS,
  type MarketTab,
  marketTabOf,
} from './classes';
import { DemoBadge } from './parts/DemoBadge';
import { MyStocks } from './parts/MyStocks';
import { QuoteList } from './parts/QuoteList';
import { RankingEmpty } from './parts/RankingEmpty';
import { StaleNote } from './parts/StaleNote';
import { rankIds, type Sort, type SortKey, sortIds } from './sortQuotes';

const FavouriteList = lazy(() => import('./parts/FavouriteList'));

export default function Market() {
  const { i18n, t } = useLingui();
  const { quotes, status } = useQuoteList();
  const [params, setParams] = useSearchParams();
  const tab = marketTabOf(params.get('tab'));
  const setTab = (next: MarketTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === DEFAULT_MARKET_TAB) copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const [sort, setSort] = useState<Sort>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // A tab opened from the address (e.g. ?tab=oil) may be off the scrolled strip: bring it in.
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>(`[data-market-tab="${tab}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const ids = useMemo(() => {
    // Sorted when the list or the sort changes, not on every tick: rows must not jump under a finger.
    if (tab === 'favourites') return [];
    if (isRanking(tab)) {
      // Ranked on the prices as they are when the tab opens (ticks applied), then kept still.
      const now = currentQuotes();
      return sortIds(rankIds(now, tab, usdPerUnit(now)), sort, getQuote);
    }
    return sortIds(
      quotes.filter((q) => inTab(tab, q.class)).map((q) => q.id),
      sort,
      getQuote,
    );
  }, [tab, quotes, sort]);

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
      <div className="tabs tabs-scroll" role="tablist" aria-label={t`Markets`} ref={tabList}>
        {MARKET_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            data-market-tab={key}
            aria-selected={tab === key}
            onClick={() => setTab(key)}
          >
            {i18n._(MARKET_TAB_LABELS[key])}
          </button>
        ))}
      </div>
      {tab === 'stock' && <MyStocks />}
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
      {tab === 'favourites' ? (
        <Suspense fallback={<DelayedSpinner delay={200} />}>
          <FavouriteList sort={sort} />
        </Suspense>
      ) : (
        <QuoteList
          ids={ids}
          loading={status === 'loading'}
          failed={status === 'failed'}
          showRange
          empty={isRanking(tab) ? <RankingEmpty ranking={tab} /> : undefined}
        />
      )}
    </div>
  );
}
