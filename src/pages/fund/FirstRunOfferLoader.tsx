// The first-run offer (issue 20) for a screen that does not load every account's balances itself
// (Withdraw): loads them quietly (useDemoOfferData). A screen that has the balances already
// (Assets, Transfer, Exchange, spot) gives them to FirstRunOffer instead; home has its own
// (HomeDemoOffer), and the contract and options screens offer funds into their own account
// (AccountFundsOffer).
import { getBalances } from '../../api/wallet';
import { FirstRunOffer } from './FirstRunOffer';
import { useDemoOfferData } from './useDemoOfferData';

const quietly = () => getBalances({ quiet: true, background: true });

export function FirstRunOfferLoader() {
  const { data, load } = useDemoOfferData(quietly);
  return <FirstRunOffer rows={data} onAdded={load} />;
}
