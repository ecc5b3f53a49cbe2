// A trader's cumulative net P&L, one point per day (TraderDetail.curve), as a line above and below
// zero in the app's up and down colours (lightweight-charts, loaded with the profile only). Days
// are UTC days, as the server cuts them; dates are written in the reader's language (chartTime.ts).
// The figures themselves are in the statistics beside it, for readers the chart does not reach.
import { Trans } from '@lingui/react/macro';
import { BaselineSeries, createChart, type TickMarkType, type Time, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { PnlPoint } from '../../../contract/copy';
import { LOCALE_TAGS } from '../../../contract/locales';
import { session } from '../../state/session';
import { chartTimeFormat } from '../market/chartTime';

const UP = '#28ba98';
const DOWN = '#F04A5A';

export function PnlChart({ curve, label }: { curve: readonly PnlPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { lang } = useSnapshot(session);
  useEffect(() => {
    const el = box.current;
    if (!el || curve.length === 0) return;
    const format = chartTimeFormat(LOCALE_TAGS[lang], '1d');
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { color: '#0f1318' }, textColor: '#8a94a3', attributionLogo: false },
      grid: { vertLines: { color: '#1c222b' }, horzLines: { color: '#1c222b' } },
      rightPriceScale: { borderColor: '#262e39' },
      timeScale: { borderColor: '#262e39', timeVisible: false },
      localization: { locale: LOCALE_TAGS[lang], timeFormatter: (time: Time) => format.time(time as number) },
      handleScroll: false,
      handleScale: false,
    });
    chart.applyOptions({
      timeScale: { tickMarkFormatter: (time: Time, kind: TickMarkType) => format.tick(time as number, kind) },
    });
    const series = chart.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: 0 },
      topLineColor: UP,
      topFillColor1: 'rgba(40,186,152,0.28)',
      topFillColor2: 'rgba(40,186,152,0.04)',
      bottomLineColor: DOWN,
      bottomFillColor1: 'rgba(240,74,90,0.04)',
      bottomFillColor2: 'rgba(240,74,90,0.28)',
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    // A chart figure only: the exact amounts are the decimal strings shown in the statistics.
    series.setData(curve.map((p) => ({ time: (p.time / 1000) as UTCTimestamp, value: Number(p.value) })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [curve, lang]);
  if (curve.length === 0)
    return (
      <p className="earn-risk copy-note" data-testid="pnl-chart-empty">
        <Trans>No closed positions yet: the P&L chart starts with the first.</Trans>
      </p>
    );
  return <div className="copy-chart" ref={box} role="img" aria-label={label} data-testid="pnl-chart" />;
}
