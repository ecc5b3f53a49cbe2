// The identity verification call built from a form's fields and photo paths: the form and the
// upload queue build it alike (one request under one Idempotency-Key).
import { describe, expect, it } from 'vitest';
import { realSubmissionOf } from '../../src/api/user';

describe('realSubmissionOf', () => {
  it('level 1: the document, the front as the photo and the back from the other photos', () => {
    const fields = { real_type: '1', id_type: '2', name: 'Zhang San', card_id: 'E12345678', owner: 'user:1' };
    expect(realSubmissionOf(fields, '/file/front.png', { reverse_pic: '/file/back.png' })).toEqual({
      real_type: '1',
      id_type: '2',
      name: 'Zhang San',
      card_id: 'E12345678',
      front_pic: '/file/front.png',
      reverse_pic: '/file/back.png',
    });
  });

  it('level 2: the contact, the code and the hand-held photo; nothing else goes', () => {
    const fields = { real_type: '2', link_name: 'Li Si', link_mobile: '13900001111', link_code: '123456', name: 'x' };
    expect(realSubmissionOf(fields, '/file/hand.png')).toEqual({
      real_type: '2',
      link_name: 'Li Si',
      link_mobile: '13900001111',
      link_code: '123456',
      hand_pic: '/file/hand.png',
    });
  });

  it('an unknown document type is sent as an ID card, missing fields as empty (the server refuses them)', () => {
    expect(realSubmissionOf({ id_type: '9' }, '/file/f.png')).toEqual({
      real_type: '1',
      id_type: '1',
      name: '',
      card_id: '',
      front_pic: '/file/f.png',
      reverse_pic: '',
    });
  });
});
