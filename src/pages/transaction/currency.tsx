// Spot trading (spec §2 transaction/currency; §7 /coin/*): one pair's order form, live order book,
// recent trades and the user's open orders. `?symbol=BTC/USDT` chooses the pair.
import { Trans } from '@lingui/react/macro';
import { NavBar } from '../../ui/NavBar';
import { SpotTrade } from './parts/SpotTrade';
import { useSymbolParam } from './parts/useSymbolParam';
import './transaction.css';

export default function Currency() {
  const [symbol, setSymbol] = useSymbolParam();
  return (
    <div className="page trade-page">
      <NavBar title={<Trans>Spot</Trans>} />
      <SpotTrade symbol={symbol} onSymbol={setSymbol} />
    </div>
  );
}
