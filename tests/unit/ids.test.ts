// Ids: 32 characters of [a-z0-9]; sortable ids sort by their time, as strings; drawn characters
// are uniform (no bias towards the start of the alphabet).
import { describe, expect, it } from 'vitest';
import { randomIds } from '../../server/core/ids';

describe('ids', () => {
  it('are 32 characters of [a-z0-9], all different', () => {
    const ids = Array.from({ length: 2000 }, () => randomIds.id());
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sortable ones sort by time and differ within one millisecond', () => {
    const times = [0, 1, 35, 36, 1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000, 36 ** 9 - 1];
    const ids = times.map((t) => randomIds.sortable(t));
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{32}$/);
    expect([...ids].sort()).toEqual(ids);
    const same = Array.from({ length: 1000 }, () => randomIds.sortable(1_800_000_000_000));
    expect(new Set(same).size).toBe(same.length);
    expect(new Set(same.map((id) => id.slice(0, 9))).size).toBe(1);
  });

  it('draw every character of an alphabet equally often', () => {
    // 36 characters from bytes: a plain byte % 36 would make the first four 8/7 as likely.
    const counts = new Map<string, number>();
    for (const c of randomIds.pick('abcdefghijklmnopqrstuvwxyz0123456789', 360_000)) {
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    // Expected 10,000 each; bias would put the first four near 11,100. 5 σ is about ±480.
    for (const n of counts.values()) expect(Math.abs(n - 10_000)).toBeLessThan(600);
    expect(randomIds.pick('0123456789', 6)).toMatch(/^\d{6}$/);
  });
});
