// The artist row (spec §2 nft component `artist`): the avatar, the name, the start of the intro and
// how many works; a tap opens the artist's home.
import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { NftArtist } from '../../../../contract/nft';
import { artistPath } from '../labels';

export function ArtistRow({ artist: a }: { artist: NftArtist }) {
  const works = a.works;
  return (
    <li className="nft-artist" data-uid={a.uid}>
      <Link to={artistPath(a.uid)} className="nft-artist-link">
        <img className="nft-avatar" src={a.avatar} alt="" loading="lazy" width={48} height={48} />
        <span className="nft-artist-text">
          <strong>{a.name}</strong>
          <span className="muted nft-artist-intro">{a.intro}</span>
        </span>
        <span className="muted nft-artist-works">
          <Plural value={works} one="# work" other="# works" />
        </span>
      </Link>
    </li>
  );
}
