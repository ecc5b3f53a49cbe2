// The order book's view kept per pair on the device (src/pages/transaction/parts/useBookView.ts):
// what was stored comes back, a step the pair no longer offers or a damaged entry falls back to
// the tick and both sides.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedBookView } from '../../src/pages/transaction/parts/useBookView';

const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stored book view', () => {
  it('is the tick and both sides for a pair never set', () => {
    expect(storedBookView('BTC/USDT', 2)).toEqual({ step: '0.01', sides: 'both' });
  });

  it('comes back per pair as stored', () => {
    store.set('book_view', JSON.stringify({ 'BTC/USDT': { step: '10', sides: 'bids' } }));
    expect(storedBookView('BTC/USDT', 2)).toEqual({ step: '10', sides: 'bids' });
    expect(storedBookView('ETH/USDT', 2)).toEqual({ step: '0.01', sides: 'both' });
  });

  it('falls back when the step is not offered, the sides unknown, or the entry damaged', () => {
    store.set('book_view', JSON.stringify({ 'BTC/USDT': { step: '10', sides: 'middle' } }));
    // With 4 decimals the steps are 0.0001 … 0.1: 10 is not one of them.
    expect(storedBookView('BTC/USDT', 4)).toEqual({ step: '0.0001', sides: 'both' });
    store.set('book_view', '{not json');
    expect(storedBookView('BTC/USDT', 2)).toEqual({ step: '0.01', sides: 'both' });
  });
});
