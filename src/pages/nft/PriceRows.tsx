// Summary rows more than one NFT screen shows: where an auction stands (its page and the bid
// form), and what a purchase pays and from which account (a fixed-price buy, a won auction's payment).
import { Trans } from '@lingui/react/macro';
import type { NftDetail } from '../../../contract/nft';
import { SummaryRow } from '../../ui/SummaryRow';
import { Money } from './parts';

/** The current bid (the start price before the first) and the least the next bid may be. */
export function BidRows({
  detail: d,
}: {
  detail: Pick<NftDetail, 'current_bid' | 'price' | 'minimum_bid' | 'currency'>;
}) {
  return (
    <>
      <SummaryRow
        label={d.current_bid === null ? <Trans>Start price</Trans> : <Trans>Current bid</Trans>}
        testId="nft-current-bid"
      >
        <strong>
          <Money amount={d.current_bid ?? d.price} currency={d.currency} />
        </strong>
      </SummaryRow>
      <SummaryRow label={<Trans>Next bid at least</Trans>} testId="nft-minimum-bid">
        <Money amount={d.minimum_bid} currency={d.currency} />
      </SummaryRow>
    </>
  );
}

/** What is paid, from the spot account, in a confirm step. */
export function PayRows({ amount, currency, testId }: { amount: string; currency: string; testId: string }) {
  return (
    <>
      <SummaryRow label={<Trans>You pay</Trans>} testId={testId}>
        <strong>
          <Money amount={amount} currency={currency} />
        </strong>
      </SummaryRow>
      <SummaryRow label={<Trans>Paid from</Trans>}>
        <Trans>Spot account</Trans>
      </SummaryRow>
    </>
  );
}
