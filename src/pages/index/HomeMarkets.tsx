// The home screen's market section (spec §1): the six categories, each a live list.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { MarketClass } from '../../../contract/market';
import { useQuoteList } from '../../state/quotes';
import { HOME_CLASSES } from '../market/classes';
import { DemoBadge } from '../market/parts/DemoBadge';
import { QuoteList } from '../market/parts/QuoteList';
import { StaleNote } from '../market/parts/StaleNote';

export function HomeMarkets() {
  const { i18n } = useLingui();
  const { quotes, status } = useQuoteList();
  const [cls, setCls] = useState<MarketClass>('crypto');
  const ids = useMemo(() => quotes.filter((q) => q.class === cls).map((q) => q.id), [quotes, cls]);
  return (
    <section className="home-markets" aria-labelledby="home-markets-title">
      <div className="section-head">
        <h2 id="home-markets-title">
          <Trans>Markets</Trans>
        </h2>
        <DemoBadge />
        <StaleNote />
      </div>
      <div className="tabs tabs-scroll" role="tablist">
        {HOME_CLASSES.map((c) => (
          <button key={c.cls} type="button" role="tab" aria-selected={cls === c.cls} onClick={() => setCls(c.cls)}>
            {i18n._(c.label)}
          </button>
        ))}
      </div>
      <QuoteList ids={ids} loading={status === 'loading'} failed={status === 'failed'} />
    </section>
  );
}
