// An auction's bid records (POST /bind_box/getBindBoxQuotationLog), newest first, ten at a time:
// the bid, the raise, who (the reader's own marked) and when. Loaded again after a new bid.
import { Trans } from '@lingui/react/macro';
import { useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import type { NftBid } from '../../../contract/nft';
import { getNftBids, NFT_PAGE_SIZE } from '../../api/nft';
import { usePagedList } from '../../app/usePagedList';
import { formatStake } from '../../lib/options';
import { PagedList } from '../../ui/PagedList';
import { RelativeTime } from '../../ui/RelativeTime';
import { Money } from './parts';

export function BidRecords({ code, currency, count }: { code: string; currency: string; count: number }) {
  const id = useId();
  // `count` is among the inputs so a new bid loads the records again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: count changes when a bid arrives
  const fetchPage = useCallback(
    (page: number) => getNftBids(code, page, { quiet: true, background: true }).then((r) => r.data),
    [code, count],
  );
  const list = usePagedList(fetchPage, NFT_PAGE_SIZE);
  return (
    <section className="card nft-bids" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Bid records</Trans>
      </h2>
      <PagedList
        list={list}
        className="nft-bid-list"
        empty={<Trans>No bids yet.</Trans>}
        failure={<Trans>The bids could not be loaded. Check your connection and try again.</Trans>}
        row={(b) => <BidRow key={b.id} bid={b} currency={currency} />}
      />
    </section>
  );
}

export function BidRow({
  bid: b,
  currency,
  name,
  to,
}: {
  bid: NftBid;
  currency: string;
  /** The artwork's name and page, in the reader's own bids. */
  name?: string;
  to?: string;
}) {
  return (
    <li className={`nft-bid${b.mine ? ' mine' : ''}`} data-testid="nft-bid" data-mine={b.mine}>
      <span className="nft-bid-who">
        {name && to && (
          <Link to={to} className="nft-bid-name">
            {name}
          </Link>
        )}
        {b.mine ? <Trans>You</Trans> : b.bidder}
        <span className="muted">
          {' · '}
          <RelativeTime ms={b.created_at} />
        </span>
      </span>
      <span className="nft-bid-price">
        <strong>
          <Money amount={b.price} currency={currency} />
        </strong>
        <span className="muted nft-bid-raise">+{formatStake(b.raise)}</span>
      </span>
    </li>
  );
}
