// The options screen's chart: the instrument's 1-minute candles, live, with a dashed line at the
// entry price of each of the user's open options on it, titled with its direction and the time
// left (the countdown on the chart). The countdowns are read out in the list below, not here.
import { useMemo } from 'react';
import type { Quotation } from '../../../../../contract/market';
import type { OptionOrder } from '../../../../../contract/options';
import { useNow } from '../../../../app/useNow';
import { formatCountdown, timeLeft } from '../../../../lib/options';
import { CandleChart, type ChartLine } from '../../../market/CandleChart';
import { expiryOf } from './expiry';

const COLOURS = { 1: '#28ba98', 2: '#F04A5A' } as const;

export function OptionChart({ quote, open }: { quote: Quotation; open: readonly OptionOrder[] }) {
  const now = useNow();
  const lines = useMemo<ChartLine[]>(
    () =>
      open.map((o) => ({
        id: o.id,
        price: o.open_tick.price,
        color: COLOURS[o.type],
        title: `${o.type === 1 ? '▲' : '▼'} ${formatCountdown(timeLeft(expiryOf(o), now, o.seconds))}`,
      })),
    [open, now],
  );
  return (
    <div className="option-chart" data-testid="option-chart" data-lines={lines.length}>
      <CandleChart
        symbol={quote.symbol}
        period="1m"
        precision={quote.precision}
        lines={lines}
        className="chart-short"
      />
    </div>
  );
}
