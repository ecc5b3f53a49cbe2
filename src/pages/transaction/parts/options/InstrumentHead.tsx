// The options screen's head: the instrument (opening the picker), its live price and day change,
// whether its market trades now, and links to its full chart and to all of the user's options.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Quotation } from '../../../../../contract/market';
import { formatPercent, groupDigits, trend } from '../../../../lib/format';
import { DemoBadge } from '../../../market/parts/DemoBadge';
import { HeadLink } from '../HeadLinks';

export function InstrumentHead({
  quote,
  signedIn,
  onPick,
}: {
  quote: Quotation;
  signedIn: boolean;
  onPick: () => void;
}) {
  const { t } = useLingui();
  const dir = trend(quote.change);
  const symbol = quote.symbol;
  return (
    <div className="spot-head option-head">
      <button
        type="button"
        className="pair-button"
        aria-haspopup="dialog"
        aria-label={t`Instrument ${symbol}. Choose another instrument`}
        onClick={onPick}
      >
        <strong data-testid="option-symbol">{symbol}</strong>
        <span aria-hidden="true">▾</span>
      </button>
      <span className={`option-price ${dir}`} data-testid="option-price">
        {groupDigits(quote.price)}
      </span>
      <span className={`spot-change ${dir}`}>{formatPercent(quote.change)}</span>
      {quote.source === 'demo' && <DemoBadge />}
      {!quote.trading && (
        <span className="closed-badge">
          <Trans>Market closed</Trans>
        </span>
      )}
      <span className="spot-head-end">
        <HeadLink
          to={`/pages/market/detail?symbol=${encodeURIComponent(symbol)}&period=1m`}
          label={t`Chart`}
          icon="chart"
        />
        {signedIn && <HeadLink to="/pages/transaction/seconds_order" label={t`All options`} icon="list" />}
      </span>
    </div>
  );
}
