// The marketplace's pure rules (issue 17): spec §4's sale status, what a bid must reach (a raise on
// the current price, as that protocol sends it), anti-sniping, the resale checks of spec §5, the
// split of a sale's price, and the provable blind-box draw recomputed from a revealed seed.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type BoxOdds,
  bidOf,
  drawBox,
  endAfterBid,
  marginOf,
  minimumBid,
  oddsValid,
  resaleProblem,
  saleStatus,
  seedChain,
  seedMatches,
  splitOf,
} from '../../contract/nft-rules';

describe('sale status (spec §4)', () => {
  it('is 2 before the start, 0 after the end or when sold out, 1 in the window while on sale', () => {
    expect(saleStatus(1, 100, 200, 99)).toBe(2);
    expect(saleStatus(1, 100, 200, 100)).toBe(1);
    expect(saleStatus(1, 100, 200, 199)).toBe(1);
    expect(saleStatus(1, 100, 200, 200)).toBe(0);
    expect(saleStatus(0, 100, 200, 150)).toBe(0);
    expect(saleStatus(0, 100, 200, 50)).toBe(2);
  });
});

describe('bids', () => {
  const fresh = { price: '50', per_increase: '5', current_bid: null };
  const running = { price: '50', per_increase: '5', current_bid: '65' };

  it('takes the start price (plus any raise) as the first bid', () => {
    expect(minimumBid(fresh)).toBe('50');
    expect(bidOf(fresh, '0')).toEqual({ ok: true, bid: '50' });
    expect(bidOf(fresh, '2.5')).toEqual({ ok: true, bid: '52.5' });
  });

  it('adds the raise to the current bid and refuses a raise below the step', () => {
    expect(minimumBid(running)).toBe('70');
    expect(bidOf(running, '5')).toEqual({ ok: true, bid: '70' });
    expect(bidOf(running, '12.00000001')).toEqual({ ok: true, bid: '77.00000001' });
    expect(bidOf(running, '4.99')).toEqual({ ok: false, reason: 'step', minimum: '70' });
    expect(bidOf(running, '0')).toMatchObject({ ok: false });
    for (const bad of ['', '-5', 'abc', '1e3', '5.123456789']) expect(bidOf(running, bad)).toMatchObject({ ok: false });
  });

  it('moves the end when a bid comes in the last minutes, never earlier', () => {
    const t = { snipe_window_ms: 300_000, snipe_extend_ms: 300_000 };
    expect(endAfterBid(1_000_000, 500_000, t)).toBe(1_000_000);
    expect(endAfterBid(1_000_000, 800_000, t)).toBe(1_100_000);
    expect(endAfterBid(1_000_000, 999_999, t)).toBe(1_299_999);
    expect(endAfterBid(1_000_000, 700_000, t)).toBe(1_000_000);
  });
});

describe('resale terms (spec §5)', () => {
  const now = 1_000_000_000;
  const ok = { price: '100', per_increase: '5', start_time: now, end_time: now + 86_400_000, pay_type: 2 as const };

  it('accepts valid terms and names the first problem of bad ones', () => {
    expect(resaleProblem(ok, now)).toBeNull();
    expect(resaleProblem({ ...ok, pay_type: 1, per_increase: '' }, now)).toBeNull();
    expect(resaleProblem({ ...ok, price: '0' }, now)).toBe('price');
    expect(resaleProblem({ ...ok, price: '1.123456789' }, now)).toBe('price');
    expect(resaleProblem({ ...ok, per_increase: '0' }, now)).toBe('increase');
    expect(resaleProblem({ ...ok, per_increase: 'x' }, now)).toBe('increase');
    expect(resaleProblem({ ...ok, end_time: ok.start_time }, now)).toBe('times');
    expect(resaleProblem({ ...ok, start_time: now - 3_600_000, end_time: now + 1 }, now)).toBe('start');
    expect(resaleProblem({ ...ok, end_time: now + 31 * 86_400_000 }, now)).toBe('length');
  });

  it('asks a margin of a share of the start price, rounded up', () => {
    expect(marginOf('100', 1000)).toBe('10');
    expect(marginOf('0.00000015', 1000)).toBe('0.00000002');
  });
});

describe('a sale paid out', () => {
  it('splits into fee, royalty and the seller’s part, adding up to the price exactly', () => {
    expect(splitOf('120', 250, 0)).toEqual({ fee: '3', royalty: '0', seller: '117' });
    expect(splitOf('0.00000033', 250, 500)).toEqual({ fee: '0', royalty: '0.00000001', seller: '0.00000032' });
    const s = splitOf('1234.56789012', 250, 800);
    expect(Number(s.fee) + Number(s.royalty) + Number(s.seller)).toBeCloseTo(1234.56789012, 8);
  });
});

describe('the provable blind-box draw', () => {
  const odds: BoxOdds = [
    { rarity: 'N', bps: 6000, codes: ['N1', 'N2'] },
    { rarity: 'R', bps: 2500, codes: ['R1'] },
    { rarity: 'SR', bps: 1200, codes: ['SR1'] },
    { rarity: 'SSR', bps: 300, codes: ['SSR1'] },
  ];
  const top = 'aa'.repeat(32);

  it('publishes s_0 of a hash chain; each box’s seed hashes back to it', async () => {
    const chain = await seedChain(top, 5);
    expect(chain[5]).toBe(top);
    expect(chain[4]).toBe(createHash('sha256').update(Buffer.from(top, 'hex')).digest('hex'));
    for (let k = 1; k <= 5; k++) expect(await seedMatches(chain[k] as string, k, chain[0] as string)).toBe(true);
    expect(await seedMatches(chain[3] as string, 2, chain[0] as string)).toBe(false);
  });

  it('recomputes a draw from the revealed seed and the buyer’s seed with any HMAC-SHA256', async () => {
    const chain = await seedChain(top, 3);
    const seed = chain[2] as string;
    const draw = await drawBox(seed, 2, 'beef'.repeat(8), odds);
    const digest = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(`2:${'beef'.repeat(8)}`)
      .digest('hex');
    expect(draw.digest).toBe(digest);
    expect(draw.roll).toBe(Math.floor((Number.parseInt(digest.slice(0, 12), 16) * 10_000) / 2 ** 48));
    const tier = draw.roll < 6000 ? 'N' : draw.roll < 8500 ? 'R' : draw.roll < 9700 ? 'SR' : 'SSR';
    expect(draw.rarity).toBe(tier);
  });

  it('draws each rarity about as often as its published odds', async () => {
    expect(oddsValid(odds)).toBe(true);
    expect(oddsValid([{ rarity: 'N', bps: 9999, codes: ['N1'] }])).toBe(false);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 4000; i++) {
      const d = await drawBox(top, i, 'buyer', odds);
      counts[d.rarity] = (counts[d.rarity] ?? 0) + 1;
    }
    expect((counts.N ?? 0) / 4000).toBeGreaterThan(0.56);
    expect((counts.N ?? 0) / 4000).toBeLessThan(0.64);
    expect((counts.SSR ?? 0) / 4000).toBeGreaterThan(0.015);
    expect((counts.SSR ?? 0) / 4000).toBeLessThan(0.05);
  });
});
