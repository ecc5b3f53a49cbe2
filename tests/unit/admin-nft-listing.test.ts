// The back office's NFT forms (issue 17): listing an artwork (an auction's step and margin only for
// an auction; the end `days` after now) and adding one (its file, cover and royalty), each field's
// problem as typed and the request sent.
import { describe, expect, it } from 'vitest';
import { type ArtworkForm, artworkProblems, artworkRequest } from '../../admin/src/pages/nft/artwork';
import { type ListingForm, listingProblems, listingRequest } from '../../admin/src/pages/nft/listing';

const fixed: ListingForm = { code: 'KST-AUR-01', pay_type: '1', price: '120', per_increase: '', margin: '', days: '7' };
const auction: ListingForm = { ...fixed, pay_type: '2', per_increase: '5', margin: '10' };

describe('NFT listing form', () => {
  it('accepts a fixed price or an auction with a step and a margin', () => {
    expect(listingProblems(fixed)).toEqual({});
    expect(listingProblems(auction)).toEqual({});
  });

  it('names each field that is wrong', () => {
    const p = listingProblems({ code: '', pay_type: '2', price: '0', per_increase: 'x', margin: '', days: '31' });
    expect(Object.keys(p).sort()).toEqual(['code', 'days', 'margin', 'per_increase', 'price']);
    expect(listingProblems({ ...fixed, price: '1.123456789' })).toHaveProperty('price');
    expect(listingProblems({ ...fixed, days: '0' })).toHaveProperty('days');
  });

  it('sends the auction terms only for an auction, ending the chosen days after now', () => {
    expect(listingRequest(fixed, 1000)).toEqual({
      code: 'KST-AUR-01',
      pay_type: 1,
      price: '120',
      per_increase: '',
      margin: '',
      start_time: 1000,
      end_time: 1000 + 7 * 86_400_000,
    });
    expect(listingRequest(auction, 0)).toMatchObject({ pay_type: 2, per_increase: '5', margin: '10' });
  });
});

describe('NFT artwork form', () => {
  const form: ArtworkForm = {
    name: ' Bells ',
    artist: 'echo',
    collection: '',
    rarity: 'SR',
    royalty: '7.5',
    kind: 'audio',
    media: '/upload/nft/a.wav',
    cover: '/upload/nft/b.png',
    description: 'Bells.',
    design: false,
  };

  it('needs the file, a cover for sound and video, a name, an artist and a royalty up to 20 %', () => {
    expect(artworkProblems(form)).toEqual({});
    expect(
      Object.keys(artworkProblems({ ...form, media: '', cover: '', name: '', artist: '', royalty: '21' })).sort(),
    ).toEqual(['artist', 'cover', 'media', 'name', 'royalty']);
    expect(artworkProblems({ ...form, kind: 'image', cover: '' })).toEqual({});
  });

  it('sends the royalty in whole basis points and no cover for a picture', () => {
    expect(artworkRequest(form)).toMatchObject({ name: 'Bells', royalty_bps: 750, cover: '/upload/nft/b.png' });
    expect(artworkRequest({ ...form, kind: 'image', royalty: '0.07' })).toMatchObject({ royalty_bps: 7, cover: '' });
    expect(JSON.parse(artworkRequest(form).descriptions)).toEqual({ en: 'Bells.' });
  });

  it('sends whether it is a box design', () => {
    expect(artworkRequest(form).design).toBe(false);
    expect(artworkRequest({ ...form, design: true }).design).toBe(true);
  });
});
