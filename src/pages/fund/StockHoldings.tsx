// The Assets tab's "Stock" list: the stocks the user holds in the spot account (the currencies of
// the stock pairs), each with its quantity (available and frozen by open sells), its last price
// (live from the ticker; stocks are priced in USDT at 1 USDT per dollar) and what it is worth in the
// user's fiat currency, with a link to trade it. With none, a way to the Trade screen's stocks.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SpotPair } from '../../../contract/spot';
import type { BalanceRow } from '../../../contract/wallet';
import { groupDigits } from '../../lib/format';
import { instrumentName } from '../../lib/instrumentName';
import {
  holdingValue,
  SPOT_ACCOUNT,
  type StockHolding,
  stockHoldings,
  TRADE_STOCKS_PATH,
  tradePairPath,
} from '../../lib/stocks';
import { useQuote } from '../../state/quotes';
import { session } from '../../state/session';
import { DelayedSpinner } from '../../ui/Spinner';
import { HIDDEN } from './AssetsSummary';

type Props = {
  rows: BalanceRow[] | null;
  pairs: SpotPair[] | null;
  failed: boolean;
  onRetry: () => void;
  fiat: { code: string; rate: string | null };
  /** The server's USDT prices, for a stock whose live quote is not at hand. */
  priceOf: (currency: string) => string | null;
  hidden: boolean;
};

export function StockHoldings({ rows, pairs, failed, onRetry, fiat, priceOf, hidden }: Props) {
  const { t } = useLingui();
  if (failed)
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>Your stocks could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  if (rows === null || pairs === null) return <DelayedSpinner delay={200} />;
  const holdings = stockHoldings(rows, pairs);
  if (holdings.length === 0)
    return (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>No stocks yet</Trans>
        </p>
        <p>
          <Trans>Buy US stocks with USDT on the Trade screen during US market hours.</Trans>
        </p>
        <Link to={TRADE_STOCKS_PATH} className="button">
          <Trans>Trade stocks</Trans>
        </Link>
      </div>
    );
  return (
    <ul className="balance-list stock-list" aria-label={t`Stocks`}>
      {holdings.map((h) => (
        <StockRow key={h.currency} holding={h} fiat={fiat} fallbackPrice={priceOf(h.currency)} hidden={hidden} />
      ))}
    </ul>
  );
}

function StockRow({
  holding,
  fiat,
  fallbackPrice,
  hidden,
}: {
  holding: StockHolding<SpotPair>;
  fiat: { code: string; rate: string | null };
  fallbackPrice: string | null;
  hidden: boolean;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  const quote = useQuote(holding.pair.id);
  const price = quote?.price ?? fallbackPrice;
  const show = (v: string) => (hidden ? HIDDEN : v);
  const worth = holdingValue(holding.total, price, fiat);
  const value = worth ? `≈ ${show(`${groupDigits(worth.amount)} ${worth.currency}`)}` : '—';
  return (
    <li className="stock-row" data-currency={holding.currency}>
      <Link
        to={`/pages/fund/assets_record?currency=${holding.currency}&account=${SPOT_ACCOUNT}`}
        className="balance-link"
      >
        <span className="balance-coin">
          <strong>{holding.currency}</strong>
          <small className="muted">{quote ? instrumentName(quote, lang) : ''}</small>
        </span>
        <span className="balance-amounts">
          <span data-testid="quantity">{show(groupDigits(holding.available))}</span>
          <small className="muted">
            <Trans>Frozen {show(groupDigits(holding.frozen))}</Trans>
          </small>
        </span>
        <span className="chevron muted" aria-hidden="true">
          ›
        </span>
      </Link>
      <div className="stock-figures">
        <span className="stock-figure">
          <small className="muted">
            <Trans>Last price</Trans>
          </small>
          <span data-testid="last-price">{price === null ? '—' : `${groupDigits(price)} USDT`}</span>
        </span>
        <span className="stock-figure">
          <small className="muted">
            <Trans>Value</Trans>
          </small>
          <span data-testid="value">{value}</span>
        </span>
        <Link
          to={tradePairPath(holding.pair.symbol)}
          className="button button-secondary stock-trade"
          aria-label={t`Trade ${holding.currency}`}
        >
          <Trans>Trade</Trans>
        </Link>
      </div>
    </li>
  );
}
