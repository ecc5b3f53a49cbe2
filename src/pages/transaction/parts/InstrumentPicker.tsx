// The instrument picker of the options and contract screens: the user's favourite and recently
// opened instruments among those given (every quoted one for options, those with a contract for
// contracts), then all of them by market class, each with its live price and day change, "Closed"
// while its market is not trading and a star to mark it a favourite, filtered by what is typed
// (symbol or name).
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MarketClass, Quotation } from '../../../../contract/market';
import { formatPercent, groupDigits, trend } from '../../../lib/format';
import { instrumentName } from '../../../lib/instrumentName';
import { matchPairs } from '../../../lib/stocks';
import { useQuote } from '../../../state/quotes';
import { session } from '../../../state/session';
import { Sheet } from '../../../ui/Sheet';
import { HOME_CLASSES } from '../../market/classes';
import { isListTab, ListEmpty, type ListTab, ListTabs, StarButton, usePickerLists } from './PickerLists';

const CLASS_TABS = [...HOME_CLASSES, { cls: 'stock' as MarketClass, label: msg`Stocks` }];

export function InstrumentPicker(props: {
  open: boolean;
  quotes: readonly Quotation[];
  current: Quotation | null;
  onPick: (quote: Quotation) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { lang } = useSnapshot(session);
  const [query, setQuery] = useState('');
  const opening = props.current?.class ?? 'crypto';
  const [cls, setCls] = useState<MarketClass | ListTab>(opening);
  const lists = usePickerLists(props.quotes);
  // Each opening starts on the current instrument's class.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening chooses the tab
  useEffect(() => {
    if (props.open) setCls(opening);
  }, [props.open]);

  const matching = matchPairs(props.quotes, query, (q) => instrumentName(q, lang));
  const tabs = CLASS_TABS.filter((c) => props.quotes.some((q) => q.class === c.cls));
  const searching = query.trim() !== '';
  const shown = isListTab(cls) ? lists[cls] : matching.filter((q) => q.class === cls);
  const search = (typed: string) => {
    setQuery(typed);
    // The search is over all instruments: typing leaves Favourites or Recent for the market tabs.
    if (typed.trim() && isListTab(cls)) setCls(opening);
  };
  const countOf = (c: MarketClass) => matching.filter((q) => q.class === c).length;

  return (
    <Sheet open={props.open} title={<Trans>Choose an instrument</Trans>} onClose={props.onClose} className="pair-sheet">
      <div className="pair-sheet-top">
        <div className="search-box">
          <input
            className="field-input pair-search"
            type="search"
            aria-label={t`Search instruments`}
            placeholder={t`Search instruments`}
            value={query}
            onChange={(e) => search(e.target.value)}
          />
        </div>
        <div className="tabs tabs-scroll pair-classes" role="tablist" aria-label={t`Markets`}>
          <ListTabs tab={cls} onTab={setCls} />
          {tabs.map((c) => (
            <button key={c.cls} type="button" role="tab" aria-selected={cls === c.cls} onClick={() => setCls(c.cls)}>
              {i18n._(c.label)}
              {searching ? ` (${countOf(c.cls)})` : ''}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 && isListTab(cls) ? (
        <ListEmpty tab={cls} />
      ) : shown.length === 0 ? (
        <div className="empty-state compact-state">
          <p>
            <Trans>No instruments match</Trans>
          </p>
        </div>
      ) : (
        <div role="tabpanel">
          <ul className="pair-list">
            {shown.map((q) => (
              <InstrumentOption
                key={q.id}
                id={q.id}
                current={q.id === props.current?.id}
                starred={lists.starred.has(q.id)}
                onPick={props.onPick}
              />
            ))}
          </ul>
        </div>
      )}
    </Sheet>
  );
}

function InstrumentOption({
  id,
  current,
  starred,
  onPick,
}: {
  id: number;
  current: boolean;
  starred: boolean;
  onPick: (q: Quotation) => void;
}) {
  const quote = useQuote(id);
  const { lang } = useSnapshot(session);
  if (!quote) return null;
  const dir = trend(quote.change);
  return (
    <li className="pair-row">
      <StarButton id={quote.id} symbol={quote.symbol} on={starred} />
      <button
        type="button"
        className="pair-option"
        aria-current={current ? 'true' : undefined}
        data-symbol={quote.symbol}
        onClick={() => onPick(quote)}
      >
        <span className="quote-name">
          <strong>{quote.symbol}</strong>
          <small className="muted pair-name">{instrumentName(quote, lang)}</small>
          {!quote.trading && (
            <small className="pair-closed">
              <Trans>Closed</Trans>
            </small>
          )}
        </span>
        <span className={`quote-price ${dir}`}>{groupDigits(quote.price)}</span>
        <span className={`pair-change ${dir}`}>{formatPercent(quote.change)}</span>
      </button>
    </li>
  );
}
