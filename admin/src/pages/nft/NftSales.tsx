// NFT sales for customer service (spec §6): a sale's payment waits in escrow until it is reviewed
// here. Approving pays the seller (less the disclosed fee and, on a resale, the creator's royalty)
// and hands the artwork over; rejecting refunds the buyer. Approving moves money, so it asks first,
// naming the amount, the buyer and what the seller gets. The other tabs show auction wins waiting
// for payment, and decided or expired sales.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { AdminNftOrder, NftParty } from '../../../../contract/nft';
import { nftSaleList } from '../../api/calls';
import { customerLabel, dateTime } from '../../lib/format';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { ReviewQueue } from '../review/ReviewQueue';

const STATES = [
  { key: 'review', label: msg`Under review` },
  { key: 'unpaid', label: msg`Waiting for payment` },
  { key: 'done', label: msg`Approved` },
  { key: 'rejected', label: msg`Rejected` },
  { key: 'expired', label: msg`Not paid in time` },
];

function Party({ party }: { party: NftParty }) {
  if (!party) return <Trans>The platform</Trans>;
  return <Link to={`/users/${party.user_id}`}>{customerLabel(party)}</Link>;
}

export default function NftSales() {
  const { t } = useLingui();
  const confirmText = (o: AdminNftOrder) => {
    const amount = `${o.price} ${o.currency}`;
    const who = o.buyer ? customerLabel(o.buyer) : '';
    const proceeds = `${o.proceeds} ${o.currency}`;
    return t`Approve the sale of ${o.name} for ${amount} to ${who}? The seller receives ${proceeds}.`;
  };
  return (
    <ReviewQueue title={<Trans>NFT sales</Trans>} empty={t`No NFT sales here.`} states={STATES} list={nftSaleList}>
      {(rows, reload) => (
        <>
          {rows.map((o) => (
            <article key={o.id} className="card nft-sale" data-nft-sale={o.id}>
              <div className="nft-sale-head">
                <img src={o.image} alt="" width={64} height={64} />
                <div>
                  <strong>{o.name}</strong> <span className="mono muted">{o.code}</span>
                  <div className="muted">
                    {o.kind === 'auction' ? <Trans>Won at auction</Trans> : <Trans>Bought at the price</Trans>}
                    {' · '}
                    {o.resale ? <Trans>Resale</Trans> : <Trans>Primary sale</Trans>}
                  </div>
                </div>
              </div>
              <dl className="facts">
                <Fact label={<Trans>Created</Trans>}>{dateTime(o.created_at)}</Fact>
                {o.paid_at ? <Fact label={<Trans>Paid</Trans>}>{dateTime(o.paid_at)}</Fact> : null}
                {o.state === 'unpaid' && o.due_at ? (
                  <Fact label={<Trans>Pay by</Trans>}>{dateTime(o.due_at)}</Fact>
                ) : null}
                <Fact label={<Trans>Buyer</Trans>}>
                  <Party party={o.buyer} />
                </Fact>
                <Fact label={<Trans>Seller</Trans>}>
                  <Party party={o.seller} />
                </Fact>
                <Fact label={<Trans>Price</Trans>} className="num">
                  {o.price} {o.currency}
                </Fact>
                <Fact label={<Trans>Fee and royalty</Trans>} className="num">
                  {o.fee} + {o.royalty} {o.currency}
                </Fact>
                <Fact label={<Trans>Seller receives</Trans>} className="num">
                  {o.proceeds} {o.currency}
                </Fact>
                {o.margin !== '0' ? (
                  <Fact label={<Trans>Margin</Trans>} className="num">
                    {o.margin} {o.currency}
                  </Fact>
                ) : null}
              </dl>
              {o.state === 'review' ? (
                <DecideForm queue="nft" id={o.id} confirm={confirmText(o)} onDecided={reload} />
              ) : null}
            </article>
          ))}
        </>
      )}
    </ReviewQueue>
  );
}
