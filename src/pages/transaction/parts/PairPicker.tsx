// The pair picker: the user's favourite and recently opened pairs, then the spot pairs in two tabs,
// coins and stocks, each with its live price and day change (a stock also its name, and "Closed"
// outside its market's hours) and a star to mark it a favourite, filtered by what is typed (symbol
// or name); while searching each market tab says how many of its pairs match.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SpotPair } from '../../../../contract/spot';
import { formatPercent, groupDigits, trend } from '../../../lib/format';
import { instrumentName } from '../../../lib/instrumentName';
import { classOf, matchPairs, type PairClass, pairsOfClass } from '../../../lib/stocks';
import { getQuote, useQuote } from '../../../state/quotes';
import { session } from '../../../state/session';
import { Sheet } from '../../../ui/Sheet';
import { isListTab, ListEmpty, type ListTab, ListTabs, StarButton, usePickerLists } from './PickerLists';

export function PairPicker(props: {
  open: boolean;
  pairs: SpotPair[];
  current: string;
  /** The tab shown on opening: the current pair's class unless given. */
  initialClass?: PairClass;
  onPick: (pair: SpotPair) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  const [query, setQuery] = useState('');
  const currentPair = props.pairs.find((p) => p.symbol === props.current);
  const opening = props.initialClass ?? (currentPair ? classOf(currentPair) : 'crypto');
  const [cls, setCls] = useState<PairClass | ListTab>(opening);
  const lists = usePickerLists(props.pairs);
  // Each opening starts on the current pair's tab (or the one asked for).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening chooses the tab
  useEffect(() => {
    if (props.open) setCls(opening);
  }, [props.open]);

  const nameOf = (p: SpotPair) => {
    const q = getQuote(p.id);
    return q ? instrumentName(q, lang) : undefined;
  };
  const matching = matchPairs(props.pairs, query, nameOf);
  const coins = pairsOfClass(matching, 'crypto');
  const stocks = pairsOfClass(matching, 'stock');
  // A server without stock pairs: one list, no tabs.
  const tabbed = pairsOfClass(props.pairs, 'stock').length > 0;
  const shown = isListTab(cls) ? lists[cls] : !tabbed ? matching : cls === 'stock' ? stocks : coins;
  const searching = query.trim() !== '';
  const other = cls === 'stock' ? coins : stocks;
  const search = (typed: string) => {
    setQuery(typed);
    // The search is over all pairs: typing leaves Favourites or Recent for the market tabs.
    if (typed.trim() && isListTab(cls)) setCls(opening);
  };

  const listLabel =
    cls === 'favourites' ? t`Favourites` : cls === 'recent' ? t`Recent` : cls === 'stock' ? t`Stocks` : t`Coins`;

  return (
    <Sheet open={props.open} title={<Trans>Choose a pair</Trans>} onClose={props.onClose} className="pair-sheet">
      <div className="pair-sheet-top">
        <div className="search-box">
          <input
            className="field-input pair-search"
            type="search"
            aria-label={t`Search pairs`}
            placeholder={t`Search pairs`}
            value={query}
            onChange={(e) => search(e.target.value)}
          />
        </div>
        <div className="tabs tabs-scroll pair-classes" role="tablist" aria-label={t`Markets`}>
          <ListTabs tab={cls} onTab={setCls} />
          {tabbed ? (
            <>
              <button type="button" role="tab" aria-selected={cls === 'crypto'} onClick={() => setCls('crypto')}>
                {searching ? <Trans>Coins ({coins.length})</Trans> : <Trans>Coins</Trans>}
              </button>
              <button type="button" role="tab" aria-selected={cls === 'stock'} onClick={() => setCls('stock')}>
                {searching ? <Trans>Stocks ({stocks.length})</Trans> : <Trans>Stocks</Trans>}
              </button>
            </>
          ) : (
            <button type="button" role="tab" aria-selected={cls === 'crypto'} onClick={() => setCls('crypto')}>
              <Trans>All</Trans>
            </button>
          )}
        </div>
      </div>
      {tabbed && cls === 'stock' && (
        <p className="pair-hours muted">
          <Trans>
            Stocks are bought and sold in USDT (1 USDT = 1 USD) during US market hours, 14:30–21:00 UTC, Monday to
            Friday.
          </Trans>
        </p>
      )}
      {shown.length === 0 && isListTab(cls) ? (
        <ListEmpty tab={cls} />
      ) : shown.length === 0 ? (
        <div className="empty-state compact-state">
          <p>
            <Trans>No pairs match</Trans>
          </p>
          {tabbed && searching && other.length > 0 && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setCls(cls === 'stock' ? 'crypto' : 'stock')}
            >
              {cls === 'stock' ? <Trans>Show matching coins</Trans> : <Trans>Show matching stocks</Trans>}
            </button>
          )}
        </div>
      ) : (
        <div role="tabpanel">
          <ul className="pair-list" aria-label={listLabel}>
            {shown.map((p) => (
              <PairOption
                key={p.id}
                pair={p}
                current={p.symbol === props.current}
                starred={lists.starred.has(p.id)}
                onPick={props.onPick}
              />
            ))}
          </ul>
        </div>
      )}
    </Sheet>
  );
}

function PairOption({
  pair,
  current,
  starred,
  onPick,
}: {
  pair: SpotPair;
  current: boolean;
  starred: boolean;
  onPick: (p: SpotPair) => void;
}) {
  const quote = useQuote(pair.id);
  const { lang } = useSnapshot(session);
  const dir = quote ? trend(quote.change) : 'flat';
  const stock = classOf(pair) === 'stock';
  return (
    <li className="pair-row">
      <StarButton id={pair.id} symbol={pair.symbol} on={starred} />
      <button
        type="button"
        className="pair-option"
        aria-current={current ? 'true' : undefined}
        data-symbol={pair.symbol}
        onClick={() => onPick(pair)}
      >
        <span className="quote-name">
          <strong>{pair.base}</strong>
          {stock ? (
            <small className="muted pair-name">{quote ? instrumentName(quote, lang) : ''}</small>
          ) : (
            <span className="muted">/{pair.quote}</span>
          )}
          {stock && !pair.trading && (
            <small className="pair-closed">
              <Trans>Closed</Trans>
            </small>
          )}
        </span>
        <span className={`quote-price ${dir}`}>{quote ? groupDigits(quote.price) : '—'}</span>
        <span className={`pair-change ${dir}`}>{quote ? formatPercent(quote.change) : ''}</span>
      </button>
    </li>
  );
}
