// The chart page's Buy and Sell: the trade screen for the instrument (spot or contracts, see
// tradeRoute.ts) opened with it chosen and that side picked.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Quotation } from '../../../../contract/market';
import { tradeRoute } from '../tradeRoute';

export function TradeButtons({ quote }: { quote: Quotation }) {
  return (
    <div className="detail-actions">
      <Link to={tradeRoute(quote, 'buy')} className="button detail-buy">
        <Trans>Buy</Trans>
      </Link>
      <Link to={tradeRoute(quote, 'sell')} className="button detail-sell">
        <Trans>Sell</Trans>
      </Link>
    </div>
  );
}
