// The chart page's tools under the period tabs: the indicator switches (MA 7/25/99 and BOLL over
// the candles, MACD in a pane of its own) and the full-screen landscape button, which becomes a
// Close button in that mode.
import { Trans, useLingui } from '@lingui/react/macro';
import type { IndicatorChoice } from '../chartIndicators';

type Props = {
  choice: IndicatorChoice;
  onChoice: (choice: IndicatorChoice) => void;
  landscape: boolean;
  onLandscape: (on: boolean) => void;
};

export function ChartTools({ choice, onChoice, landscape, onLandscape }: Props) {
  const { t } = useLingui();
  const toggles: { key: keyof IndicatorChoice; label: string; description: string }[] = [
    { key: 'ma', label: t`MA`, description: t`Moving averages 7, 25 and 99` },
    { key: 'boll', label: t`BOLL`, description: t`Bollinger bands 20, 2` },
    { key: 'macd', label: t`MACD`, description: t`MACD 12, 26, 9` },
  ];
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
