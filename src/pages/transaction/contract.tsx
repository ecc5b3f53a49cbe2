// Leverage contracts on their own screen (spec §2 transaction/contract; issue 14): the same as the
// Trade tab's Contracts, reached from elsewhere. `?contract=<instrument id>` chooses the
// instrument. Guests see it all but are asked to log in to trade.
import { Trans } from '@lingui/react/macro';
import { NavBar } from '../../ui/NavBar';
import { ContractTrade } from './parts/contract/ContractTrade';
import { useInstrumentParam } from './parts/useInstrumentParam';
import './transaction.css';

export default function Contract() {
  const [instrument, setInstrument] = useInstrumentParam('contract', 'contract');
  return (
    <div className="page trade-page">
      <NavBar title={<Trans>Contracts</Trans>} />
      <ContractTrade instrument={instrument} onInstrument={setInstrument} />
    </div>
  );
}
