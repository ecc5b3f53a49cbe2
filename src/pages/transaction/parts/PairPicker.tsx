// The pair picker: the spot pairs in two tabs, coins and stocks, each with its live price and day
// change (a stock also its name, and "Closed" outside its market's hours), filtered by what is
// typed (symbol or name); while searching each tab says how many of its pairs match.
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
  const [cls, setCls] = useState<PairClass>(opening);
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
  const shown = !tabbed ? matching : cls === 'stock' ? stocks : coins;
  const searching = query.trim() !== '';
  const other = cls === 'stock' ? coins : stocks;

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
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        {tabbed && (
          <div className="tabs pair-classes" role="tablist" aria-label={t`Markets`}>
            <button type="button" role="tab" aria-selected={cls === 'crypto'} onClick={() => setCls('crypto')}>
              {searching ? <Trans>Coins ({coins.length})</Trans> : <Trans>Coins</Trans>}
            </button>
            <button type="button" role="tab" aria-selected={cls === 'stock'} onClick={() => setCls('stock')}>
              {searching ? <Trans>Stocks ({stocks.length})</Trans> : <Trans>Stocks</Trans>}
            </button>
          </div>
        )}
      </div>
      {tabbed && cls === 'stock' && (
        <p className="pair-hours muted">
          <Trans>
            Stocks are bought and sold in USDT (1 USDT = 1 USD) during US market hours, 14:30–21:00 UTC, Monday to
            Friday.
          </Trans>
        </p>
      )}
      {shown.length === 0 ? (
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
        <div role={tabbed ? 'tabpanel' : undefined}>
          <ul className="pair-list" aria-label={tabbed && cls === 'stock' ? t`Stocks` : t`Coins`}>
            {shown.map((p) => (
              <PairOption key={p.id} pair={p} current={p.symbol === props.current} onPick={props.onPick} />
            ))}
          </ul>
        </div>
      )}
    </Sheet>
  );
}

function PairOption({ pair, current, onPick }: { pair: SpotPair; current: boolean; onPick: (p: SpotPair) => void }) {
  const quote = useQuote(pair.id);
  const { lang } = useSnapshot(session);
  const dir = quote ? trend(quote.change) : 'flat';
  const stock = classOf(pair) === 'stock';
  return (
    <li>
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
