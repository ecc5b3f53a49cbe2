// Market search (spec §2): type to find an instrument by symbol or name in any of its languages;
// before typing, the hot list (the most traded in 24 h, as the market tab's Hot) and the recent
// views kept on this device.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { usdPerUnit } from '../../lib/quoteValue';
import { clearRecentViews, useRecentViews } from '../../state/favourites';
import { useQuoteList } from '../../state/quotes';
import { NavBar } from '../../ui/NavBar';
import { QuoteList } from './parts/QuoteList';
import { rankIds } from './sortQuotes';

const HOT_SEARCH_SIZE = 8;

export default function Search() {
  const { t } = useLingui();
  const { quotes, status } = useQuoteList();
  const recent = useRecentViews();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();

  const results = useMemo(
    () =>
      q
        ? quotes
            .filter((x) =>
              [x.symbol, x.base, x.en_name, x.option_name, x.tw_name].some((s) => s.toLowerCase().includes(q)),
            )
            .map((x) => x.id)
        : [],
    [q, quotes],
  );
  // The market tab's Hot ranking (24 h quote volume), its first eight: one meaning of "hot" everywhere.
  const hot = useMemo(() => rankIds(quotes, 'hot', usdPerUnit(quotes), HOT_SEARCH_SIZE), [quotes]);
  const recentIds = (recent ?? []).map((r) => Number(r.currencyId)).filter((id) => quotes.some((x) => x.id === id));

  return (
    <div className="page">
      <NavBar title={<Trans>Search</Trans>} />
      <div className="search-box">
        <input
          type="search"
          className="field-input"
          placeholder={t`Search coin, stock or symbol`}
          aria-label={t`Search coin, stock or symbol`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the screen exists to type a search
          autoFocus
        />
      </div>
      {q ? (
        <QuoteList
          ids={results}
          loading={status === 'loading'}
          failed={status === 'failed'}
          empty={<Trans>No matching results</Trans>}
        />
      ) : (
        <>
          {recentIds.length > 0 && (
            <section aria-labelledby="recent-title">
              <div className="section-head">
                <h2 id="recent-title">
                  <Trans>Recent views</Trans>
                </h2>
                <button type="button" className="link-button" onClick={() => void clearRecentViews()}>
                  <Trans>Clear</Trans>
                </button>
              </div>
              <QuoteList ids={recentIds} loading={false} />
            </section>
          )}
          <section aria-labelledby="hot-title">
            <div className="section-head">
              <h2 id="hot-title">
                <Trans>Hot search</Trans>
              </h2>
            </div>
            <QuoteList ids={hot} loading={status === 'loading'} failed={status === 'failed'} />
          </section>
        </>
      )}
    </div>
  );
}
