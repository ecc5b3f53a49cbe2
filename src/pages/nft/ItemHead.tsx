// Above the buy and bid forms: the listing's picture and name, linking back to its page.
import { Link } from 'react-router-dom';
import type { NftDetail } from '../../../contract/nft';
import { detailPath } from '../../lib/nft';

/** The item being bought: its picture, name and artist, linking back to its page. */
export function ItemHead({ detail: d }: { detail: NftDetail }) {
  return (
    <Link to={detailPath(d)} className="card nft-item-head">
      <img src={d.image} alt="" width={64} height={64} />
      <span>
        <strong>{d.name}</strong>
        <span className="muted nft-item-artist">{d.author_name}</span>
      </span>
    </Link>
  );
}
