// Home's demo-funds offer (issues 20 and 40): for a signed-in user of a demo server, while any coin
// on offer has never been taken (GET /demo/faucet), offering just those and naming them; gone once
// every one has been taken. A user who holds nothing at all sees it as where to start.
import { getBalances, getDemoCoins } from '../../api/wallet';
import { isWalletCurrency } from './accounts';
import { DemoFundsOffer } from './DemoFundsOffer';
import { holdsNothing } from './firstRun';
import { useDemoOfferData } from './useDemoOfferData';

const quietly = { quiet: true, background: true };
const loadOffer = () =>
  Promise.all([getDemoCoins(quietly), getBalances(quietly)]).then(([coins, rows]) => ({ coins, rows }));

export function HomeDemoOffer() {
  const { data, load } = useDemoOfferData(loadOffer);
  if (!data) return null;
  const left = data.coins.flatMap((c) => (!c.taken && isWalletCurrency(c.currency) ? [c.currency] : []));
  if (left.length === 0) return null;
  return <DemoFundsOffer firstRun={holdsNothing(data.rows)} left={left} onAdded={load} />;
}

// Home loads it as a chunk of its own (React.lazy), so visitors' start-up carries none of it.
export default HomeDemoOffer;
