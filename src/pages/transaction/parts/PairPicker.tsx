// The pair picker: every spot pair with its live price and day change, filtered by what is typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SpotPair } from '../../../../contract/spot';
import { formatPercent, groupDigits, trend } from '../../../lib/format';
import { useQuote } from '../../../state/quotes';
import { Sheet } from '../../../ui/Sheet';

export function PairPicker(props: {
  open: boolean;
  pairs: SpotPair[];
  current: string;
  onPick: (pair: SpotPair) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const q = query.trim().toUpperCase();
  const shown = q ? props.pairs.filter((p) => p.symbol.toUpperCase().includes(q)) : props.pairs;
  return (
    <Sheet open={props.open} title={<Trans>Choose a pair</Trans>} onClose={props.onClose} className="pair-sheet">
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
      {shown.length === 0 ? (
        <div className="empty-state compact-state">
          <p>
            <Trans>No pairs match</Trans>
          </p>
        </div>
      ) : (
        <ul className="pair-list">
          {shown.map((p) => (
            <PairOption key={p.id} pair={p} current={p.symbol === props.current} onPick={props.onPick} />
          ))}
        </ul>
      )}
    </Sheet>
  );
}

function PairOption({ pair, current, onPick }: { pair: SpotPair; current: boolean; onPick: (p: SpotPair) => void }) {
  const quote = useQuote(pair.id);
  const dir = quote ? trend(quote.change) : 'flat';
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
          <span className="muted">/{pair.quote}</span>
        </span>
        <span className={`quote-price ${dir}`}>{quote ? groupDigits(quote.price) : '—'}</span>
        <span className={`pair-change ${dir}`}>{quote ? formatPercent(quote.change) : ''}</span>
      </button>
    </li>
  );
}
