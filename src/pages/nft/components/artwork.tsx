// The artwork card (spec §2 nft component `artwork`): the picture, name, artist, the price with its
// currency (an auction's current bid), the sale mode, the status badge, and the heart that
// collects. The heart sits beside the link, not inside it (one control per action).
import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import type { NftListing } from '../../../../contract/nft';
import { detailPath } from '../../../lib/nft';
import { MODE_LABELS } from '../labels';
import { CollectButton, Money, StatusBadge } from '../parts';

export function ArtworkCard({ listing: l }: { listing: NftListing }) {
  const { i18n } = useLingui();
  return (
    <li className="nft-card" data-code={l.code} data-pay-type={l.pay_type} data-type={l.type}>
      <Link to={detailPath(l)} className="nft-card-link">
        <span className="nft-card-picture">
          <img src={l.image} alt="" loading="lazy" decoding="async" />
          <span className="nft-card-mode">{i18n._(MODE_LABELS[l.pay_type])}</span>
        </span>
        <span className="nft-card-name">{l.name}</span>
        <span className="nft-card-artist muted">{l.author_name}</span>
        <span className="nft-card-price" data-testid="nft-price">
          <Money amount={l.price} currency={l.currency} />
        </span>
        <StatusBadge listing={l} />
      </Link>
      <CollectButton code={l.code} name={l.name} collected={l.collect === 1} />
    </li>
  );
}
