// An artwork's media as its type plays on a phone: an image or GIF; audio as its cover with the
// player's own controls; video in an inline player (playsinline, so a phone does not force full
// screen) with the cover as its poster. Nothing plays by itself.
import { useLingui } from '@lingui/react/macro';
import type { NftDetail } from '../../../contract/nft';

export function Media({ detail: d }: { detail: NftDetail }) {
  const { t } = useLingui();
  const name = d.name;
  if (d.type === 4)
    return (
      <div className="nft-media">
        {/* biome-ignore lint/a11y/useMediaCaption: artworks carry no speech to caption */}
        <video
          className="nft-media-video"
          controls
          playsInline
          preload="metadata"
          poster={d.image}
          aria-label={t`Video: ${name}`}
          data-testid="nft-video"
        >
          <source src={d.media} type={d.media_mime || undefined} />
        </video>
      </div>
    );
  if (d.type === 3)
    return (
      <div className="nft-media">
        <img className="nft-media-image" src={d.image} alt={t`Cover of ${name}`} />
        {/* biome-ignore lint/a11y/useMediaCaption: artworks carry no speech to caption */}
        <audio
          className="nft-media-audio"
          controls
          preload="metadata"
          aria-label={t`Audio: ${name}`}
          data-testid="nft-audio"
        >
          <source src={d.media} type={d.media_mime || undefined} />
        </audio>
      </div>
    );
  return (
    <div className="nft-media">
      <img className="nft-media-image" src={d.media || d.image} alt={name} data-testid="nft-image" />
    </div>
  );
}
