// Customer service's pure parts: what a message may be (the server and the screen check alike),
// the order the screen shows (sent by number, then waiting in the order typed), the unread count,
// and where the floating button may sit (never over the top bar or the tab bar).
import { describe, expect, it } from 'vitest';
import { checkSupportBody, unreadOf } from '../../contract/support-rules';
import { BOTTOM_BAR, fabTop, freeTop, placeFab, TOP_BAR } from '../../src/app/supportButtonPlace';
import type { KeptSupportMessage } from '../../src/db/db';
import { lastSeqOf, newClientId, threadOf } from '../../src/lib/supportThread';

const msg = (over: Partial<KeptSupportMessage>): KeptSupportMessage => ({
  clientId: newClientId(),
  owner: 'account',
  id: '',
  seq: 0,
  author: 'user',
  authorName: '',
  body: 'x',
  image: '',
  state: 'sent',
  createdAt: 0,
  ...over,
});

describe('a customer-service message', () => {
  it('is stored trimmed; empty only with a picture; at most 2,000 characters counted as people count them', () => {
    expect(checkSupportBody('  hello \n', false)).toEqual({ ok: true, body: 'hello' });
    expect(checkSupportBody('   ', false)).toEqual({ ok: false, reason: 'empty' });
    expect(checkSupportBody('', true)).toEqual({ ok: true, body: '' });
    expect(checkSupportBody('a'.repeat(2000), false).ok).toBe(true);
    expect(checkSupportBody('a'.repeat(2001), false)).toEqual({ ok: false, reason: 'too_long' });
    // 2,000 emoji are 4,000 UTF-16 units but 2,000 characters.
    expect(checkSupportBody('🙂'.repeat(2000), false).ok).toBe(true);
  });

  it('has a client id the server accepts', () => {
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(newClientId());
  });
});

describe('the thread', () => {
  it('shows sent messages by number, then the waiting ones in the order typed', () => {
    const rows = [
      msg({ body: 'typed second', state: 'pending', createdAt: 20 }),
      msg({ body: 'answer', seq: 2, author: 'desk', createdAt: 15 }),
      msg({ body: 'typed first', state: 'failed', createdAt: 10 }),
      msg({ body: 'question', seq: 1, createdAt: 5 }),
    ];
    expect(threadOf(rows).map((m) => m.body)).toEqual(['question', 'answer', 'typed first', 'typed second']);
    expect(lastSeqOf(rows)).toBe(2);
    expect(lastSeqOf([])).toBe(0);
  });

  it('counts the desk’s messages after the last one read', () => {
    const rows = [
      { author: 'user', seq: 1 },
      { author: 'desk', seq: 2 },
      { author: 'desk', seq: 3 },
      { author: 'user', seq: 4 },
    ];
    expect(unreadOf(rows, 0)).toBe(2);
    expect(unreadOf(rows, 2)).toBe(1);
    expect(unreadOf(rows, 4)).toBe(0);
  });
});

describe('the floating button', () => {
  it('stays between the top bar and the tab bar whatever share of the screen it was dragged to', () => {
    const h = 800;
    const size = 48;
    expect(fabTop(0.5, h, size)).toBe(400);
    expect(fabTop(0, h, size)).toBe(TOP_BAR);
    expect(fabTop(-3, h, size)).toBe(TOP_BAR);
    expect(fabTop(1, h, size)).toBe(h - BOTTOM_BAR - size);
    expect(fabTop(Number.NaN, h, size)).toBe(h - BOTTOM_BAR - size);
    // A screen too short for both bars: under the top bar.
    expect(fabTop(0.5, 100, size)).toBe(TOP_BAR);
  });

  it('moves to the nearest place that covers nothing, and stays put when nothing is there', () => {
    const size = 48;
    expect(freeTop(400, 64, 672, size, [])).toBe(400);
    // A button from 390 to 430 under it: just below it is nearer than just above it.
    expect(freeTop(400, 64, 672, size, [{ top: 390, bottom: 430 }])).toBe(434);
    // Nearer above.
    expect(freeTop(400, 64, 672, size, [{ top: 440, bottom: 500 }])).toBe(388);
    // Two things with a gap too narrow between them: above both (72 px away; below them is 84).
    expect(
      freeTop(400, 64, 672, size, [
        { top: 380, bottom: 420 },
        { top: 440, bottom: 480 },
      ]),
    ).toBe(328);
    // Only within the bars' limits; none at all when the column is full.
    expect(freeTop(600, 64, 620, size, [{ top: 560, bottom: 700 }])).toBe(508);
    expect(freeTop(400, 64, 672, size, [{ top: 0, bottom: 800 }])).toBeNull();
  });

  it('keeps clear of the controls before the values, and where it was put when it cannot', () => {
    const h = 800;
    const size = 48;
    const register = [{ top: 390, bottom: 440 }];
    const values = [{ top: 60, bottom: 700 }];
    // Clear of both cannot be: clear of the button at least.
    expect(placeFab(400, h, size, [register, values])).toBe(444);
    expect(placeFab(400, h, size, [register, []])).toBe(444);
    // Covered from top to bottom: where the user put it.
    expect(placeFab(400, h, size, [[{ top: 0, bottom: h }]])).toBe(400);
  });
});
