// The Market tab's "Stock" list starts, for a signed-in user holding stocks, with a strip of them:
// each stock's symbol, quantity and live value (in the user's fiat currency), opening its Trade
// screen. Nothing is shown to a guest, to a user without stocks, or while the holdings load.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SpotPair } from '../../../../contract/spot';
import { groupDigits } from '../../../lib/format';
import { holdingValue, type StockHolding, stockHoldings, tradePairPath } from '../../../lib/stocks';
import { useFiat } from '../../../state/fiatRates';
import { useQuote } from '../../../state/quotes';
import { session } from '../../../state/session';
import { useSpotBalances } from '../../transaction/parts/useSpotBalances';
import { useSpotPairs } from '../../transaction/parts/useSpotPairs';
import './myStocks.css';

export function MyStocks() {
  const { t } = useLingui();
  const signedIn = useSnapshot(session).token !== null;
  const { rows } = useSpotBalances(signedIn);
  const { pairs } = useSpotPairs();
  const fiat = useFiat();
  if (!signedIn || !rows || !pairs) return null;
  const holdings = stockHoldings(rows, pairs);
  if (holdings.length === 0) return null;
  return (
    <section className="my-stocks" aria-label={t`My stocks`}>
      <h2 className="my-stocks-title muted">
        <Trans>My stocks</Trans>
      </h2>
      <ul className="my-stocks-list">
        {holdings.map((h) => (
          <MyStock key={h.currency} holding={h} fiat={fiat} />
        ))}
      </ul>
    </section>
  );
}

function MyStock({ holding, fiat }: { holding: StockHolding<SpotPair>; fiat: { code: string; rate: string | null } }) {
  const { t } = useLingui();
  const quote = useQuote(holding.pair.id);
  const worth = holdingValue(holding.total, quote?.price, fiat);
  return (
    <li>
      <Link
        to={tradePairPath(holding.pair.symbol)}
        className="my-stock"
        data-currency={holding.currency}
        aria-label={t`Trade ${holding.currency}`}
      >
        <strong>{holding.currency}</strong>
        <span className="muted" data-testid="quantity">
          × {groupDigits(holding.total)}
        </span>
        <span data-testid="value">{worth ? `≈ ${groupDigits(worth.amount)} ${worth.currency}` : '—'}</span>
      </Link>
    </li>
  );
}
