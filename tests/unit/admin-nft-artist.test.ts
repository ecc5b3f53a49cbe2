// The back office's "Add an artist" form: a picture, a name of at most 60 characters and an English
// introduction are needed, a Chinese one is not; each field's problem as typed and the request sent
// (the introductions as JSON keyed by language, an empty Chinese one left out).
import { describe, expect, it } from 'vitest';
import { type ArtistForm, artistProblems, artistRequest } from '../../admin/src/pages/nft/artist';

const form: ArtistForm = { name: ' Ada Vega ', avatar: '/upload/nft/a.png', en: ' Paints light. ', zh: ' 画光。 ' };

describe('NFT artist form', () => {
  it('accepts a picture, a name and an English introduction, with or without a Chinese one', () => {
    expect(artistProblems(form)).toEqual({});
    expect(artistProblems({ ...form, zh: '' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    const p = artistProblems({ name: '  ', avatar: '', en: ' ', zh: '画光。' });
    expect(Object.keys(p).sort()).toEqual(['avatar', 'en', 'name']);
    expect(artistProblems({ ...form, name: 'x'.repeat(61) })).toHaveProperty('name');
    expect(artistProblems({ ...form, name: ` ${'x'.repeat(60)} ` })).toEqual({});
  });

  it('sends the name trimmed and the introductions keyed by language', () => {
    expect(artistRequest(form)).toEqual({
      name: 'Ada Vega',
      avatar: '/upload/nft/a.png',
      intros: JSON.stringify({ en: 'Paints light.', zh: '画光。' }),
    });
    expect(JSON.parse(artistRequest({ ...form, zh: '  ' }).intros)).toEqual({ en: 'Paints light.' });
  });
});
