// The chart page's tools under the period tabs: the indicator switches (MA 7/25/99, EMA 7/25/99
// and BOLL over the candles, MACD, RSI and KDJ each in a pane of its own) and the full-screen
// landscape button, which becomes a Close button in that mode.
import { Trans, useLingui } from '@lingui/react/macro';
import type { IndicatorChoice, IndicatorKey } from '../chartIndicators';

/** Each indicator's short name and what it draws, in the order of the switches. */
export function useIndicatorNames(): { key: IndicatorKey; label: string; description: string }[] {
  const { t } = useLingui();
  return [
    { key: 'ma', label: t`MA`, description: t`Moving averages 7, 25 and 99` },
    { key: 'ema', label: t`EMA`, description: t`Exponential moving averages 7, 25 and 99` },
    { key: 'boll', label: t`BOLL`, description: t`Bollinger bands 20, 2` },
    { key: 'macd', label: t`MACD`, description: t`MACD 12, 26, 9` },
    { key: 'rsi', label: t`RSI`, description: t`Relative strength index 14, guides at 30 and 70` },
    { key: 'kdj', label: t`KDJ`, description: t`KDJ stochastic 9, 3, 3` },
  ];
}

type Props = {
  choice: IndicatorChoice;
  onChoice: (choice: IndicatorChoice) => void;
  landscape: boolean;
  onLandscape: (on: boolean) => void;
};

export function ChartTools({ choice, onChoice, landscape, onLandscape }: Props) {
  const { t } = useLingui();
  const toggles = useIndicatorNames();
  return (
    <div className="chart-tools">
      <fieldset className="chart-indicators">
        <legend className="visually-hidden">
          <Trans>Indicators</Trans>
        </legend>
        {toggles.map((x) => (
          <button
            key={x.key}
            type="button"
            aria-pressed={choice[x.key]}
            title={x.description}
            onClick={() => onChoice({ ...choice, [x.key]: !choice[x.key] })}
          >
            {x.label}
          </button>
        ))}
      </fieldset>
      {landscape ? (
        <button type="button" className="chart-full-button" onClick={() => onLandscape(false)}>
          <span aria-hidden="true">✕ </span>
          <Trans>Exit full screen</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="icon-button chart-full-button"
          aria-label={t`Full screen`}
          onClick={() => onLandscape(true)}
        >
          <span aria-hidden="true">⤢</span>
        </button>
      )}
    </div>
  );
}
