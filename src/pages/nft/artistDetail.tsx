// An artist's home (spec §2 nft/artistDetail `?uid=`; GET /bind_box/getArtistDetail): the avatar,
// name and intro, then their works as cards. Open to guests.
import { Plural, Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { NftArtist, NftListing } from '../../../contract/nft';
import { ApiError } from '../../api/client';
import { getNftArtist } from '../../api/nft';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { useOnReconnect } from '../fund/useBalances';
import { ArtworkCard } from './components/artwork';
import { NFT_MARKET } from './labels';
import { NftLoadError } from './parts';
import '../lockming/earn.css';
import './nft.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'gone' }
  | { artist: NftArtist; works: NftListing[] };

export default function ArtistDetail() {
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(() => {
    if (!uid) return setLoaded({ state: 'gone' });
    getNftArtist(uid, { quiet: true, background: true }).then(setLoaded, (err) =>
      setLoaded(err instanceof ApiError && err.kind === 'refused' ? { state: 'gone' } : { state: 'failed' }),
    );
  }, [uid]);
  useEffect(load, [load]);
  useOnReconnect(load);

  return (
    <div className="page earn-page nft-page">
      <NavBar title={'artist' in loaded ? loaded.artist.name : <Trans>Artist</Trans>} />
      {'artist' in loaded ? (
        <>
          <ArtistHead artist={loaded.artist} />
          <h2 className="nft-section-title">
            <Trans>Works</Trans>
          </h2>
          {loaded.works.length === 0 ? (
            <div className="empty-state">
              <p>
                <Trans>No works are listed now.</Trans>
              </p>
            </div>
          ) : (
            <ul className="nft-grid">
              {loaded.works.map((l) => (
                <ArtworkCard key={l.id} listing={l} />
              ))}
            </ul>
          )}
        </>
      ) : loaded.state === 'failed' ? (
        <NftLoadError onRetry={load} />
      ) : loaded.state === 'gone' ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>This artist is not known.</Trans>
          </p>
          <Link to={`${NFT_MARKET}?tab=artists`} className="button">
            <Trans>See the artists</Trans>
          </Link>
        </div>
      ) : (
        <DelayedSpinner delay={200} />
      )}
    </div>
  );
}

function ArtistHead({ artist: a }: { artist: NftArtist }) {
  const works = a.works;
  return (
    <section className="card nft-artist-head" data-uid={a.uid}>
      <img className="nft-avatar nft-avatar-large" src={a.avatar} alt="" width={72} height={72} />
      <div>
        <p className="nft-artist-works muted">
          <Plural value={works} one="# work" other="# works" />
        </p>
        {a.intro && <p className="nft-intro">{a.intro}</p>}
      </div>
    </section>
  );
}
