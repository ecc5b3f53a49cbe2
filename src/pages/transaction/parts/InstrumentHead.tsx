// A trading screen's head (options, contracts): the instrument (opening the picker), its live
// price and day change, whether its market trades now, and links to its full chart and, signed
// in, to all of the user's orders of that product. Test ids start with `product`.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Quotation } from '../../../../contract/market';
import { formatPercent, groupDigits, trend } from '../../../lib/format';
import { DemoBadge } from '../../market/parts/DemoBadge';
import { alertsPath, HeadLink } from './HeadLinks';

export function InstrumentHead({
  quote,
  signedIn,
  onPick,
  product = 'option',
  orders,
}: {
  quote: Quotation;
  signedIn: boolean;
  onPick: () => void;
  product?: 'option' | 'contract';
  /** The link to all of the user's orders; the options' by default. */
  orders?: { to: string; label: string };
}) {
  const { t } = useLingui();
  const dir = trend(quote.change);
  const symbol = quote.symbol;
  return (
    <div className={`spot-head instrument-head ${product}-head`}>
      <span className="spot-head-main">
        <button
          type="button"
          className="pair-button"
          aria-haspopup="dialog"
          aria-label={t`Instrument ${symbol}. Choose another instrument`}
          onClick={onPick}
        >
          <strong data-testid={`${product}-symbol`}>{symbol}</strong>
          <span aria-hidden="true">▾</span>
        </button>
        <span className={`instrument-price ${dir}`} data-testid={`${product}-price`}>
          {groupDigits(quote.price)}
        </span>
        <span className={`spot-change ${dir}`}>{formatPercent(quote.change)}</span>
        {quote.source === 'demo' && <DemoBadge />}
        {!quote.trading && (
          <span className="closed-badge">
            <Trans>Market closed</Trans>
          </span>
        )}
      </span>
      <span className="spot-head-end">
        <HeadLink
          to={`/pages/market/detail?symbol=${encodeURIComponent(symbol)}&period=1m`}
          label={t`Chart`}
          icon="chart"
        />
        {signedIn && <HeadLink to={alertsPath(quote.id)} label={t`Price alerts`} icon="alert" />}
        {signedIn && (
          <HeadLink
            to={orders?.to ?? '/pages/transaction/seconds_order'}
            label={orders?.label ?? t`All options`}
            icon="list"
          />
        )}
      </span>
    </div>
  );
}
