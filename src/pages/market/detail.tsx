// An instrument's page: live price and day figures, a favourite star, and the candlestick chart
// with its period switch. Opening it records a recent view (market search). `?period=1m` opens on
// a period; `?at=<ms>` opens the chart on the candle holding that instant and states its range,
// and `&price=` draws that price across it (an option's "Check" link: the settlement tick).
// Indicators (MA, EMA, BOLL over the candles; MACD, RSI, KDJ in panes of their own) switch on and
// off over the same chart, named with their newest values in a legend; the chart (with its period
// and indicator switches) can go full screen in landscape; Buy and Sell open the trade screen.

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type Candle, PERIODS, type Period } from '../../../contract/market';
import { formatCompact, formatPercent, groupDigits, trend } from '../../lib/format';
import { instrumentName } from '../../lib/instrumentName';
import { toggleFavourite, useFavouriteIds, useRecordView } from '../../state/favourites';
import { useQuote, useQuoteList } from '../../state/quotes';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { CandleChart, type ChartLine } from './CandleChart';
import { type IndicatorChoice, type Newest, PANE_INDICATORS } from './chartIndicators';
import { ChartLegend } from './parts/ChartLegend';
import { ChartTools } from './parts/ChartTools';
import { DemoBadge } from './parts/DemoBadge';
import { FocusCandle } from './parts/FocusCandle';
import { TradeButtons } from './parts/TradeButtons';
import { useLandscape } from './useLandscape';
import './detail.css';

const PERIOD_TABS: Tab<Period>[] = [
  { value: '1m', label: msg`1m` },
  { value: '5m', label: msg`5m` },
  { value: '15m', label: msg`15m` },
  { value: '30m', label: msg`30m` },
  { value: '1h', label: msg`1H` },
  { value: '4h', label: msg`4H` },
  { value: '1d', label: msg`1D` },
  { value: '1w', label: msg`1W` },
  { value: '1M', label: msg`1M (month)` },
];

/** The indicators chosen last during this visit: the next chart opens with them. */
let lastIndicators: IndicatorChoice = { ma: true, ema: false, boll: false, macd: false, rsi: false, kdj: false };

export default function Detail() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const symbol = params.get('symbol') ?? '';
  const { quotes, status } = useQuoteList();
  const id = quotes.find((q) => q.symbol === symbol)?.id ?? -1;
  const q = useQuote(id);
  const { lang } = useSnapshot(session);
  const favourites = useFavouriteIds();
  const [period, setPeriod] = useState<Period>(() => periodParam(params.get('period')) ?? '15m');
  const focus = instantParam(params.get('at'));
  const checked = priceParam(params.get('price'));
  const [focusCandle, setFocusCandle] = useState<Candle | null | undefined>(undefined);
  const [indicators, setIndicators] = useState(lastIndicators);
  const chooseIndicators = (next: IndicatorChoice) => {
    lastIndicators = next;
    setIndicators(next);
  };
  const [legend, setLegend] = useState<Newest>({});
  /** Indicator panes under the volume: the chart grows by one small pane each (not in landscape). */
  const extraPanes = PANE_INDICATORS.filter((k) => indicators[k]).length;
  const landscape = useLandscape();
  const checkedTitle = i18n._(msg`Settlement`);
  const lines = useMemo<ChartLine[]>(
    () => (checked ? [{ id: 'checked', price: checked, title: checkedTitle, color: '#d4ba83' }] : []),
    [checked, checkedTitle],
  );

  useRecordView(q?.id, symbol);

  if (!q) {
    return (
      <div className="page">
        <NavBar title={symbol} />
        {status === 'loading' ? (
          <DelayedSpinner delay={200} />
        ) : (
          <div className="empty-state" role="alert">
            <p>
              <Trans>No such trading pair</Trans>
            </p>
          </div>
        )}
      </div>
    );
  }

  const dir = trend(q.change);
  const starred = favourites?.includes(q.id) ?? false;
  const star = async () => {
    const on = await toggleFavourite(q.id, q.symbol);
    showToast(on ? i18n._(msg`Added to favourites`) : i18n._(msg`Removed from favourites`));
  };

  return (
    <div className="page detail">
      <NavBar
        title={
          <span className="detail-title">
            {q.symbol}
            <small className="muted">{instrumentName(q, lang)}</small>
          </span>
        }
        right={
          <button
            type="button"
            className={`icon-button star${starred ? ' on' : ''}`}
            aria-pressed={starred}
            aria-label={starred ? i18n._(msg`Remove from favourites`) : i18n._(msg`Add to favourites`)}
            onClick={() => void star()}
          >
            {starred ? '★' : '☆'}
          </button>
        }
      />
      <section className="detail-head">
        <div>
          <div className={`detail-price ${dir}`} data-testid="detail-price">
            {groupDigits(q.price)}
          </div>
          <div className={`quote-change-text ${dir}`}>{formatPercent(q.change)}</div>
          <div className="detail-badges">
            <DemoBadge />
            {!q.trading && (
              <span className="closed-badge">
                <Trans>Market closed</Trans>
              </span>
            )}
          </div>
        </div>
        <dl className="detail-stats">
          <div>
            <dt>
              <Trans>Day high</Trans>
            </dt>
            <dd>{groupDigits(q.high)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Day low</Trans>
            </dt>
            <dd>{groupDigits(q.low)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Volume</Trans>
            </dt>
            <dd>{formatCompact(q.volume)}</dd>
          </div>
        </dl>
      </section>
      <section
        className={`chart-area${landscape.on ? ' landscape' : ''}`}
        aria-label={i18n._(msg`Chart`)}
        data-testid="chart-area"
      >
        {landscape.on && (
          <p className="chart-area-title">
            {q.symbol} <span className={dir}>{groupDigits(q.price)}</span>
          </p>
        )}
        <TabStrip tabs={PERIOD_TABS} value={period} onChange={setPeriod} className="tabs tabs-scroll period-tabs" />
        <ChartTools
          choice={indicators}
          onChoice={chooseIndicators}
          landscape={landscape.on}
          onLandscape={(on) => void (on ? landscape.enter() : landscape.leave())}
        />
        <ChartLegend newest={legend} precision={q.precision} />
        <CandleChart
          symbol={q.symbol}
          period={period}
          precision={q.precision}
          lines={lines}
          focus={focus}
          onFocusCandle={setFocusCandle}
          indicators={indicators}
          onLegend={setLegend}
          still={landscape.rotated}
          className={extraPanes > 0 ? `chart-extra-${extraPanes}` : undefined}
        />
      </section>
      {focus !== undefined && <FocusCandle at={focus} candle={focusCandle} price={checked} period={period} />}
      <TradeButtons quote={q} />
    </div>
  );
}

const periodParam = (value: string | null): Period | null => PERIODS.find((p) => p === value) ?? null;

/** An instant in epoch ms from the query, when it is one. */
function instantParam(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A price from the query, when it is a plain decimal. */
const priceParam = (value: string | null): string | null =>
  value && /^\d{1,20}(\.\d{1,18})?$/.test(value) ? value : null;
