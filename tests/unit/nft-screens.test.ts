// The NFT screens' pure logic (src/lib/nft.ts): the market's filters from and to the address and as
// getBoxList takes them, the sale status shown as the clock passes the start and the end (never
// moved back), percentages of basis points, spans in their largest whole unit, where a listing
// opens, the buyer's seed, the balance check, what is wrong with a raise, and the resale form's
// local times and where each of its problems is shown, and an auction's page as bids are announced and answered.
import { describe, expect, it } from 'vitest';
import type { NftBid, NftBidReceipt, NftDetail, NftLive } from '../../contract/nft';
import { type ResaleTerms, resaleProblem } from '../../contract/nft-rules';
import {
  afterBid,
  bpsPercent,
  cleanAmount,
  covers,
  detailPath,
  durationOf,
  filtersOf,
  listRequest,
  localInputOf,
  mergeLive,
  msOfLocalInput,
  newBuyerSeed,
  nextChangeAt,
  paramsOf,
  RESALE_FIELD,
  raiseForBid,
  statusNow,
} from '../../src/lib/nft';

const START = Date.UTC(2026, 10, 25, 8, 0);
const END = START + 86_400_000;

describe('market filters', () => {
  it('read the address, anything unknown meaning "all"', () => {
    expect(filtersOf(new URLSearchParams(''))).toEqual({ tab: 'artworks', mode: 0, media: 0, keyword: '' });
    expect(filtersOf(new URLSearchParams('tab=artists&mode=3&media=4&q=moon'))).toEqual({
      tab: 'artists',
      mode: 3,
      media: 4,
      keyword: 'moon',
    });
    expect(filtersOf(new URLSearchParams('tab=x&mode=9&media=0.5'))).toEqual({
      tab: 'artworks',
      mode: 0,
      media: 0,
      keyword: '',
    });
  });

  it('write only what differs from "all", and read back the same', () => {
    expect(paramsOf({ tab: 'artworks', mode: 0, media: 0, keyword: '' })).toEqual({});
    const f = { tab: 'artworks' as const, mode: 2 as const, media: 1 as const, keyword: 'sun' };
    expect(paramsOf(f)).toEqual({ mode: '2', media: '1', q: 'sun' });
    expect(filtersOf(new URLSearchParams(paramsOf(f)))).toEqual(f);
  });

  it('become getBoxList fields: pay_type, type and keyword only when chosen', () => {
    expect(listRequest({ mode: 0, media: 0, keyword: '  ' })).toEqual({});
    expect(listRequest({ mode: 3, media: 0, keyword: '' })).toEqual({ pay_type: 3 });
    expect(listRequest({ mode: 1, media: 4, keyword: ' moon ' })).toEqual({ pay_type: 1, type: 4, keyword: 'moon' });
  });
});

describe('statusNow', () => {
  const l = (status: 0 | 1 | 2) => ({ status, start_time: START, end_time: END });

  it('follows the clock past the start and the end', () => {
    expect(statusNow(l(2), START - 1)).toBe(2);
    expect(statusNow(l(2), START)).toBe(1);
    expect(statusNow(l(1), END - 1)).toBe(1);
    expect(statusNow(l(1), END)).toBe(0);
  });

  it('never moves back: ended or sold stays ended, on sale never returns to not started', () => {
    expect(statusNow(l(0), START + 1)).toBe(0);
    expect(statusNow(l(0), START - 1)).toBe(0);
    expect(statusNow(l(1), START - 60_000)).toBe(1);
  });

  it('counts down to the start, then the end, then nothing', () => {
    expect(nextChangeAt(2, l(2))).toBe(START);
    expect(nextChangeAt(1, l(1))).toBe(END);
    expect(nextChangeAt(0, l(0))).toBeNull();
  });
});

describe('numbers and spans', () => {
  it('shows basis points as a percentage', () => {
    expect(bpsPercent(250)).toBe('2.5');
    expect(bpsPercent(1000)).toBe('10');
    expect(bpsPercent(0)).toBe('0');
    expect(bpsPercent(1)).toBe('0.01');
  });

  it('names a span by its largest whole unit', () => {
    expect(durationOf(300_000)).toEqual({ value: 5, unit: 'minute' });
    expect(durationOf(86_400_000)).toEqual({ value: 1, unit: 'day' });
    expect(durationOf(7_200_000)).toEqual({ value: 2, unit: 'hour' });
    expect(durationOf(90_000)).toEqual({ value: 90, unit: 'second' });
    expect(durationOf(1_500)).toEqual({ value: 2, unit: 'second' });
  });

  it('checks a balance only once it is known', () => {
    expect(covers(null, '10')).toBeNull();
    expect(covers('10', '10')).toBe(true);
    expect(covers('9.99999999', '10')).toBe(false);
  });

  it('cleans a typed amount', () => {
    expect(cleanAmount(' 1 250,5 ')).toBe('1250.5');
  });
});

describe('where a listing opens', () => {
  it('sends videos to the video route and the rest to the artwork route', () => {
    expect(detailPath({ id: 7, type: 4 })).toBe('/pages/nft/artworkDetail_video?id=7');
    expect(detailPath({ id: 7, type: 3 })).toBe('/pages/nft/artworkDetail?id=7');
    expect(detailPath({ id: 'ART 1', type: 1 })).toBe('/pages/nft/artworkDetail?id=ART%201');
  });
});

describe('the buyer seed', () => {
  it('is 32 random bytes in hex, as buyNFT takes it', () => {
    const a = newBuyerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newBuyerSeed()).not.toBe(a);
  });
});

describe('the resale form times', () => {
  it('round-trips an instant to the minute in this device zone', () => {
    const at = new Date(2026, 10, 25, 9, 30).getTime();
    expect(localInputOf(at)).toBe('2026-11-25T09:30');
    expect(msOfLocalInput('2026-11-25T09:30')).toBe(at);
    expect(localInputOf(at + 59_000)).toBe('2026-11-25T09:30');
  });

  it('refuses what is not a date', () => {
    expect(msOfLocalInput('')).toBeNaN();
    expect(msOfLocalInput('2026-02-31T10:00')).toBeNaN();
    expect(msOfLocalInput('tomorrow')).toBeNaN();
  });
});

describe('raiseForBid', () => {
  const first = { price: '100', per_increase: '5', current_bid: null };
  const later = { price: '100', per_increase: '5', current_bid: '120' };

  it('lets the first bid take the start price or more, sending what it adds to the start price', () => {
    expect(raiseForBid(first, '100')).toEqual({ ok: true, raise: '0', bid: '100' });
    expect(raiseForBid(first, '102.5')).toEqual({ ok: true, raise: '2.5', bid: '102.5' });
    expect(raiseForBid(first, '99')).toEqual({ ok: false, kind: 'step', minimum: '100' });
  });

  it('asks a later bid to be at least the current one and the step, sending the raise the protocol takes', () => {
    // 65 typed is a bid of 65, not a raise of 65 (which would have been a bid of 185).
    expect(raiseForBid(later, '125')).toEqual({ ok: true, raise: '5', bid: '125' });
    expect(raiseForBid(later, '185')).toEqual({ ok: true, raise: '65', bid: '185' });
    expect(raiseForBid(later, '124.99')).toEqual({ ok: false, kind: 'step', minimum: '125' });
    expect(raiseForBid(later, '65')).toEqual({ ok: false, kind: 'step', minimum: '125' });
  });

  it('tells a bid that is not an amount apart', () => {
    expect(raiseForBid(later, '')).toEqual({ ok: false, kind: 'invalid' });
    expect(raiseForBid(later, '-5')).toEqual({ ok: false, kind: 'invalid' });
    expect(raiseForBid(later, '1.123456789')).toEqual({ ok: false, kind: 'invalid' });
  });
});

describe('resale problems', () => {
  const now = Date.UTC(2026, 10, 25, 8, 0);
  const ok = { price: '50', per_increase: '', start_time: now, end_time: now + 86_400_000, pay_type: 1 as const };

  it('land at the field they are about', () => {
    const fieldOf = (t: typeof ok | ResaleTerms) => {
      const p = resaleProblem(t, now);
      return p === null ? null : RESALE_FIELD[p];
    };
    expect(fieldOf(ok)).toBeNull();
    expect(fieldOf({ ...ok, price: '0' })).toBe('price');
    expect(fieldOf({ ...ok, pay_type: 2 })).toBe('increase');
    expect(fieldOf({ ...ok, end_time: now })).toBe('end');
    expect(fieldOf({ ...ok, start_time: now - 3_600_000, end_time: now })).toBe('start');
    expect(fieldOf({ ...ok, end_time: now + 31 * 86_400_000 })).toBe('end');
  });
});

describe('an auction page as bids are announced and answered (mergeLive, afterBid)', () => {
  const bid = (id: string, price: string, mine = false): NftBid => ({
    id,
    price,
    raise: '5',
    bidder: 'ab***cd',
    mine,
    created_at: 0,
  });
  const page = {
    code: 'KST-AUR-03',
    price: '65',
    current_bid: '65',
    bid_count: 2,
    end_time: 1_000,
    status: 1,
    minimum_bid: '70',
    minimum_raise: '5',
    leader_is_me: true,
    margin_paid: true,
    bids: [bid('b2', '65', true), bid('b1', '60')],
  } as NftDetail;
  const news = (over: Partial<NftLive>): NftLive => ({
    code: 'KST-AUR-03',
    price: '70',
    current_bid: '70',
    bid_count: 3,
    end_time: 301_000,
    status: 1,
    minimum_bid: '75',
    minimum_raise: '5',
    bids: [bid('b3', '70'), bid('b2', '65'), bid('b1', '60')],
    ...over,
  });

  it('takes a newer bid: the price, the moved end, and the reader outbid but their bid still theirs', () => {
    const next = mergeLive(page, news({}));
    expect(next).toMatchObject({ current_bid: '70', bid_count: 3, end_time: 301_000, minimum_bid: '75' });
    expect(next.leader_is_me).toBe(false);
    expect(next.margin_paid).toBe(true);
    expect(next.bids.map((b) => [b.id, b.mine])).toEqual([
      ['b3', false],
      ['b2', true],
      ['b1', false],
    ]);
  });

  it('ignores older news and other listings', () => {
    expect(mergeLive(page, news({ bid_count: 1, current_bid: '60' }))).toBe(page);
    expect(mergeLive(page, news({ code: 'KST-AUR-02' }))).toBe(page);
  });

  it('keeps the lead on news of the bid the reader has already seen answered', () => {
    const same = mergeLive(page, news({ bid_count: 2, current_bid: '65', price: '65', bids: page.bids }));
    expect(same.leader_is_me).toBe(true);
    expect(same.bids[0]?.mine).toBe(true);
  });

  // The reader's bid of 75 answered (a receipt, over HTTP or the socket) as the page knows two bids
  // or more; it came within the anti-sniping window, so the end moved from 1,000 to 5,000.
  const receipt: NftBidReceipt = { ...bid('b4', '75', true), code: 'KST-AUR-03', seq: 3, end_time: 5_000 };
  const outbid = { ...page, leader_is_me: false, margin_paid: false, per_increase: '5' } as NftDetail;

  it('takes the receipt of a bid the page has not seen as the current bid, led by the reader', () => {
    const next = afterBid(outbid, receipt);
    expect(next).toMatchObject({
      current_bid: '75',
      price: '75',
      bid_count: 3,
      minimum_bid: '80',
      minimum_raise: '5',
      leader_is_me: true,
      margin_paid: true,
      end_time: 5_000,
    });
    expect(next.bids.map((b) => [b.id, b.mine])).toEqual([
      ['b4', true],
      ['b2', true],
      ['b1', false],
    ]);
  });

  it("marks the bid as the reader's on a page the announcement reached first, leading only while it is the last", () => {
    const announced = mergeLive(
      outbid,
      news({ current_bid: '75', price: '75', bids: [bid('b4', '75'), ...page.bids] }),
    );
    const same = afterBid(announced, receipt);
    expect(same).toMatchObject({ bid_count: 3, leader_is_me: true, margin_paid: true });
    expect(same.bids[0]).toMatchObject({ id: 'b4', mine: true });
    const later = afterBid(
      mergeLive(announced, news({ bid_count: 4, bids: [bid('b5', '80'), bid('b4', '75')] })),
      receipt,
    );
    expect(later).toMatchObject({ bid_count: 4, leader_is_me: false });
    expect(later.bids.map((b) => [b.id, b.mine])).toEqual([
      ['b5', false],
      ['b4', true],
    ]);
  });

  it('never moves the end earlier than the page has it', () => {
    expect(afterBid({ ...outbid, end_time: 9_000 }, receipt).end_time).toBe(9_000);
  });
});
