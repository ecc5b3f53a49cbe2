// An artwork's page (spec §2 nft/artworkDetail and artworkDetail_video `?id=`; GET
// /bind_box/getBoxDetail): the media (image or GIF, audio with its cover, or video), name, artist,
// collection, rarity and code; the price by sale mode, the status with a countdown to the start or
// end; what a sale discloses (fee, royalty on resales, anti-sniping, the pay window); an auction's
// bid records; a blind box's odds and seed commitment; and the action: buy, bid or buy a box. The
// owner of an item cannot buy or bid on it. One component for both routes; a video opened on the
// artwork route (or the reverse) moves to its own. Open to guests, who are offered the sign-in.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { NftDetail } from '../../../contract/nft';
import { useNow } from '../../app/useNow';
import { detailPath, statusNow } from '../../lib/nft';
import { session } from '../../state/session';
import { NavBar } from '../../ui/NavBar';
import { SummaryRow } from '../../ui/SummaryRow';
import { BidRecords } from './BidRecords';
import { DetailFallback } from './DetailFallback';
import { artistPath, bidPath, buyPath, NFT_MY, useNftTime } from './labels';
import { Media } from './Media';
import { Commitment, Odds } from './Odds';
import { BidRows } from './PriceRows';
import { CollectButton, Money, SignInLink, StatusBadge } from './parts';
import { Terms } from './Terms';
import { useNftDetail } from './useNftDetail';
import '../lockming/earn.css';
import './nft.css';

export function ArtworkDetailScreen({ video }: { video: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { loaded, reload } = useNftDetail(id);
  const detail = loaded.state === 'loaded' ? loaded.detail : null;
  const misrouted = detail !== null && (detail.type === 4) !== video;

  useEffect(() => {
    if (detail && misrouted) navigate(detailPath({ id, type: detail.type }), { replace: true });
  }, [detail, misrouted, id, navigate]);

  return (
    <div className="page earn-page nft-page">
      <NavBar title={detail ? detail.name : <Trans>Artwork</Trans>} />
      {loaded.state === 'loaded' ? (
        misrouted ? null : (
          <Loaded detail={loaded.detail} />
        )
      ) : (
        <DetailFallback loaded={loaded} onRetry={reload} />
      )}
    </div>
  );
}

function Loaded({ detail: d }: { detail: NftDetail }) {
  return (
    <>
      <Media detail={d} />
      <Head detail={d} />
      <Price detail={d} />
      <Action detail={d} />
      {d.description && (
        <section className="card nft-about">
          <p className="nft-intro">{d.description}</p>
        </section>
      )}
      {d.pay_type === 3 && d.odds && <Odds odds={d.odds} />}
      {d.pay_type === 3 && d.commitment && <Commitment commitment={d.commitment} />}
      {d.pay_type === 2 && <BidRecords code={d.code} currency={d.currency} count={d.bid_count} />}
      <Terms detail={d} />
    </>
  );
}

function Head({ detail: d }: { detail: NftDetail }) {
  const rarity = d.rarity;
  const author = d.author_name;
  return (
    <section className="card nft-head">
      <div className="nft-head-row">
        <StatusBadge listing={d} countdown />
        <CollectButton code={d.code} name={d.name} collected={d.collect === 1} />
      </div>
      <p className="nft-head-artist">
        <Trans>
          by{' '}
          <Link to={artistPath(d.artist_uid)} className="nft-artist-name">
            {author}
          </Link>
        </Trans>
      </p>
      <p className="muted nft-head-meta">
        {[d.collection, rarity, d.code].filter(Boolean).join(' · ')}
        {d.resale && (
          <>
            {' · '}
            <Trans>Resale</Trans>
          </>
        )}
      </p>
    </section>
  );
}

function Price({ detail: d }: { detail: NftDetail }) {
  const when = useNftTime();
  const left = d.boxes_left;
  const total = d.boxes_total;
  const count = d.bid_count;
  return (
    <section className="card nft-price">
      <dl className="summary-list">
        {d.pay_type === 1 && (
          <SummaryRow label={<Trans>Price</Trans>} testId="nft-detail-price">
            <strong>
              <Money amount={d.price} currency={d.currency} />
            </strong>
          </SummaryRow>
        )}
        {d.pay_type === 2 && (
          <>
            <BidRows detail={d} />
            <SummaryRow label={<Trans>Bids</Trans>}>{count}</SummaryRow>
            <SummaryRow label={<Trans>Margin</Trans>} testId="nft-margin">
              <Money amount={d.margin} currency={d.currency} />
              {d.margin_paid && (
                <>
                  {' · '}
                  <Trans>frozen</Trans>
                </>
              )}
            </SummaryRow>
            {d.leader_is_me && (
              <SummaryRow label={<Trans>Highest bidder</Trans>} testId="nft-leader">
                <strong className="nft-leader">
                  <Trans>You</Trans>
                </strong>
              </SummaryRow>
            )}
          </>
        )}
        {d.pay_type === 3 && (
          <>
            <SummaryRow label={<Trans>Price of one box</Trans>} testId="nft-detail-price">
              <strong>
                <Money amount={d.price} currency={d.currency} />
              </strong>
            </SummaryRow>
            <SummaryRow label={<Trans>Boxes left</Trans>} testId="nft-boxes-left">
              <Trans>
                {left} of {total}
              </Trans>
            </SummaryRow>
          </>
        )}
        <SummaryRow label={<Trans>Starts</Trans>}>{when(d.start_time)}</SummaryRow>
        <SummaryRow label={<Trans>Ends</Trans>} testId="nft-ends">
          {when(d.end_time)}
        </SummaryRow>
      </dl>
    </section>
  );
}

/** Buy, bid or buy a box; for a guest the sign-in; for the owner, none; while closed, why. */
function Action({ detail: d }: { detail: NftDetail }) {
  const { token } = useSnapshot(session);
  const now = useNow();
  const reasonId = useId();
  const status = statusNow(d, now);
  const soldOut = d.pay_type === 3 && d.boxes_left <= 0;
  const to = d.pay_type === 2 ? bidPath(d.id) : buyPath(d.id);
  const label: ReactNode =
    d.pay_type === 1 ? (
      <Trans>Buy now</Trans>
    ) : d.pay_type === 2 ? (
      <Trans>Place a bid</Trans>
    ) : (
      <Trans>Buy a box</Trans>
    );

  if (d.own)
    return (
      <p className="card nft-own" data-testid="nft-own">
        <Trans>This is yours: you cannot buy or bid on it.</Trans>{' '}
        <Link to={NFT_MY}>
          <Trans>My NFTs</Trans>
        </Link>
      </p>
    );
  if (!token)
    return (
      <div className="nft-action">
        <SignInLink>
          <Trans>Log in to buy</Trans>
        </SignInLink>
      </div>
    );
  if (status !== 1 || soldOut)
    return (
      <div className="nft-action">
        <button type="button" className="button button-block" disabled aria-describedby={reasonId}>
          {label}
        </button>
        <p className="field-hint" id={reasonId} data-testid="nft-closed">
          {soldOut ? (
            <Trans>All boxes are sold.</Trans>
          ) : status === 2 ? (
            <Trans>The sale has not started yet.</Trans>
          ) : (
            <Trans>The sale has ended.</Trans>
          )}
        </p>
      </div>
    );
  return (
    <div className="nft-action">
      <Link to={to} className="button button-block nft-action-button">
        {label}
      </Link>
    </div>
  );
}
