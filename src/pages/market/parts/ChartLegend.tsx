// Under the indicator switches: each indicator shown with its parameters and the newest candle's
// values, in its lines' colours (MA7 …, RSI(14) …, KDJ(9,3,3) K … D … J …), so a line or a pane
// can be told apart and read without the crosshair.
import { useLingui } from '@lingui/react/macro';
import { groupDigits } from '../../../lib/format';
import {
  COLOURS,
  EMA_PERIODS,
  type IndicatorKey,
  KDJ_PARAMS,
  MA_PERIODS,
  type Newest,
  RSI_PERIOD,
} from '../chartIndicators';
import { useIndicatorNames } from './ChartTools';

/** What each value of an indicator is called beside its name (empty: the name says it). */
const PARTS: Record<IndicatorKey, readonly string[]> = {
  ma: MA_PERIODS.map(String),
  ema: EMA_PERIODS.map(String),
  boll: ['', '', ''],
  macd: ['', '', ''],
  rsi: [''],
  kdj: ['K', 'D', 'J'],
};
const PARAMS: Partial<Record<IndicatorKey, string>> = {
  boll: '(20,2)',
  macd: '(12,26,9)',
  rsi: `(${RSI_PERIOD})`,
  kdj: `(${KDJ_PARAMS.join(',')})`,
};
/** The order values are read in, by line (MACD: its line and signal before the histogram). */
const READ: Partial<Record<IndicatorKey, readonly number[]>> = { macd: [1, 2, 0] };
/** Read in the instrument's price decimals; the others (0–100 indices) to two. */
const PRICED = new Set<IndicatorKey>(['ma', 'ema', 'boll', 'macd']);

export function ChartLegend({ newest, precision }: { newest: Newest; precision: number }) {
  const { t } = useLingui();
  const names = useIndicatorNames();
  const shown = names.filter((n) => newest[n.key]);
  if (shown.length === 0) return null;
  return (
    <ul className="chart-legend" aria-label={t`Indicator values`}>
      {shown.map(({ key, label }) => {
        const values = newest[key] ?? [];
        const decimals = PRICED.has(key) ? precision : 2;
        const perLine = key === 'ma' || key === 'ema';
        return (
          <li key={key} data-indicator={key}>
            {!perLine && <span className="chart-legend-name">{`${label}${PARAMS[key] ?? ''}`}</span>}
            {(READ[key] ?? values.map((_, i) => i)).map((i) => {
              const v = values[i] ?? null;
              const part = PARTS[key][i] ?? '';
              return (
                <span key={i} style={{ color: COLOURS[key][i] }}>
                  {perLine ? `${label}${part} ` : part ? `${part} ` : ''}
                  {v === null ? '—' : groupDigits(v.toFixed(decimals))}
                </span>
              );
            })}
          </li>
        );
      })}
    </ul>
  );
}
