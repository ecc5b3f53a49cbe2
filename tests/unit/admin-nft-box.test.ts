// The back office's "List a blind box series" form: chances typed in per cent become whole basis
// points, a rarity with no chance is left out, one with a chance needs a design, and together they
// make exactly 100 %; each field's problem as typed and the request sent.
import { describe, expect, it } from 'vitest';
import { type BoxForm, boxProblems, boxRequest, chanceBps, totalBps } from '../../admin/src/pages/nft/box';

const form: BoxForm = {
  name: ' Gems ',
  cover: '/upload/nft/c.png',
  price: '10',
  boxes: '1000',
  days: '7',
  tiers: {
    N: { percent: '90', codes: ['KST-N-1', 'KST-N-2'] },
    R: { percent: '', codes: [] },
    SR: { percent: '0', codes: ['KST-SR-1'] },
    SSR: { percent: '10', codes: ['KST-SSR-1'] },
  },
};
const tiers = (t: Partial<BoxForm['tiers']>) => ({ ...form, tiers: { ...form.tiers, ...t } });

describe('a chance in per cent', () => {
  it('is whole basis points, exactly', () => {
    expect(chanceBps('60')).toBe(6000);
    expect(chanceBps('2.5')).toBe(250);
    expect(chanceBps('0.01')).toBe(1);
    expect(chanceBps(' 33.33 ')).toBe(3333);
    expect(chanceBps('100')).toBe(10_000);
    expect(chanceBps('')).toBe(0);
  });

  it('is refused past 100 % or finer than a basis point', () => {
    expect(chanceBps('100.01')).toBeNull();
    expect(chanceBps('0.005')).toBeNull();
    expect(chanceBps('-1')).toBeNull();
    expect(chanceBps('ten')).toBeNull();
  });
});

describe('blind box series form', () => {
  it('accepts chances that make 100 %, each with a design', () => {
    expect(boxProblems(form)).toEqual({});
    expect(totalBps(form)).toBe(10_000);
  });

  it('refuses chances that do not add up to 100 %', () => {
    const short = tiers({ SSR: { percent: '5', codes: ['KST-SSR-1'] } });
    expect(totalBps(short)).toBe(9500);
    expect(Object.keys(boxProblems(short))).toEqual(['total']);
  });

  it('needs a design for a rarity with a chance, and a chance it can read', () => {
    const p = boxProblems(tiers({ R: { percent: '5', codes: [] }, SR: { percent: '1.234', codes: [] } }));
    expect(Object.keys(p).sort()).toEqual(['R', 'SR', 'total']);
  });

  it('names each field that is wrong', () => {
    const p = boxProblems({ ...form, name: ' ', cover: '', price: '0', boxes: '10001', days: '31' });
    expect(Object.keys(p).sort()).toEqual(['boxes', 'cover', 'days', 'name', 'price']);
    expect(boxProblems({ ...form, boxes: '0' })).toHaveProperty('boxes');
    expect(boxProblems({ ...form, boxes: '2.5' })).toHaveProperty('boxes');
    expect(boxProblems({ ...form, price: '1.123456789' })).toHaveProperty('price');
  });

  it('sends the rarities with a chance, in basis points, ending the chosen days after now', () => {
    const sent = boxRequest(form, 1000);
    expect(sent).toMatchObject({
      name: 'Gems',
      cover: '/upload/nft/c.png',
      price: '10',
      boxes: 1000,
      start_time: 1000,
      end_time: 1000 + 7 * 86_400_000,
    });
    expect(JSON.parse(sent.odds)).toEqual([
      { rarity: 'N', bps: 9000, codes: ['KST-N-1', 'KST-N-2'] },
      { rarity: 'SSR', bps: 1000, codes: ['KST-SSR-1'] },
    ]);
  });
});
