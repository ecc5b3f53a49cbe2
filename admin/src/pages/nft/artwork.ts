// The back office's "Add an artwork" form: each field's problem as typed, and the request (pure).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NftArtworkInput } from '../../api/calls';
import type { RefusalsAt } from '../../lib/refusals';

export type MediaKind = 'image' | 'audio' | 'video';
export type ArtworkForm = {
  name: string;
  artist: string;
  collection: string;
  rarity: string;
  /** Per cent, as typed. */
  royalty: string;
  kind: MediaKind;
  media: string;
  cover: string;
  description: string;
  /** A blind box's design: drawn as editions from a series' boxes, never sold itself. */
  design: boolean;
};

/**
 * The field of each refusal of the addition (server/nft/admin.ts addArtwork) about one field; the
 * artwork's terms refused together (nft.bad_artwork) stay in the form's error note.
 */
export const ARTWORK_REFUSALS_AT: RefusalsAt<keyof ArtworkForm> = {
  'nft.bad_media': 'media',
  'nft.artist_unknown': 'artist',
};

export function artworkProblems(f: ArtworkForm): Partial<Record<keyof ArtworkForm, MessageDescriptor>> {
  const p: Partial<Record<keyof ArtworkForm, MessageDescriptor>> = {};
  if (!f.media) p.media = msg`Upload the file first`;
  if (f.kind !== 'image' && !f.cover) p.cover = msg`Sound and video need a cover picture`;
  if (!f.name.trim()) p.name = msg`Enter a name`;
  if (!f.artist) p.artist = msg`Choose an artist`;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(f.royalty.trim()) || Number(f.royalty) > 20) p.royalty = msg`Between 0 and 20 %`;
  if (!f.description.trim()) p.description = msg`Write the description in English`;
  return p;
}

export const artworkRequest = (f: ArtworkForm): NftArtworkInput => ({
  name: f.name.trim(),
  artist: f.artist,
  collection: f.collection.trim(),
  rarity: f.rarity,
  // Per cent with up to two decimals → whole basis points, exactly.
  royalty_bps: Math.round(Number(f.royalty) * 100),
  media: f.media,
  cover: f.kind === 'image' ? '' : f.cover,
  descriptions: JSON.stringify({ en: f.description.trim() }),
  design: f.design,
});
