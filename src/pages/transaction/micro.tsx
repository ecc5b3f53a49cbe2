// Seconds options (spec §2 transaction/micro; §7 /microtrade/*; issue 15): one instrument's live
// chart with the user's open options on it, the stake form and the open options with their
// countdowns and results. `?symbol=EUR/USD` chooses the instrument. Guests see it all but are
// asked to log in to trade.
import { Trans } from '@lingui/react/macro';
import { NavBar } from '../../ui/NavBar';
import { OptionsTrade } from './parts/options/OptionsTrade';
import { useInstrumentParam } from './parts/useInstrumentParam';
import './transaction.css';

export default function Micro() {
  const [symbol, setSymbol] = useInstrumentParam('symbol');
  return (
    <div className="page trade-page">
      <NavBar title={<Trans>Seconds options</Trans>} />
      <OptionsTrade symbol={symbol} onSymbol={setSymbol} />
    </div>
  );
}
