// The batch planner, pure: entries judged in order against the balances the earlier ones left,
// a refused or unbalanced entry refused alone, each changed balance written once as the batch
// leaves it (and marked as stored or new), and accepted entries handed over in id order.
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../server/core/errors';
import type { EntryInput } from '../../server/ledger/ledger';
import { planBatch, readEntries, touchedBalances } from '../../server/ledger/plan';
import type { Posting, Units } from '../../server/ledger/rules';

const move = (holder: string, from: number, to: number, amount: string, currency = 'USDT'): EntryInput => ({
  kind: 'account_transfer',
  actor: holder,
  postings: [
    { holder, account: from, currency, field: 'available', amount: `-${amount}` },
    { holder, account: to, currency, field: 'available', amount },
  ],
});

function plan(entries: EntryInput[], before: Map<string, Units>) {
  const read = readEntries(entries);
  const refs = touchedBalances(read);
  // Ids that sort against the input order, to show the accepted list is sorted by id.
  let n = 100;
  return planBatch(entries, read, refs, before, () => `id-${String(n--).padStart(3, '0')}`);
}

describe('batch planner', () => {
  it('judges each entry against what the entries before it left, refusing one alone', () => {
    const before = new Map<string, Units>([['user:a|1|USDT', { available: 150_000_000n, frozen: 0n }]]);
    const broken: EntryInput = {
      kind: 'broken',
      actor: 'user:a',
      postings: [{ holder: 'user:a', account: 1, currency: 'USDT', field: 'available', amount: '1' } as Posting],
    };
    const result = plan(
      [
        move('user:a', 1, 2, '1'), // 1.5 → 0.5
        move('user:a', 1, 3, '1'), // 0.5 - 1 < 0: refused
        broken, // does not balance
        move('user:a', 2, 3, '0.25'),
        move('user:a', 1, 2, '0.5'), // exactly to zero
      ],
      before,
    );
    expect(result.outcomes.map((o) => (o.ok ? o.entryId : o.error.constructor.name))).toEqual([
      'id-100',
      'Refusal',
      'Error',
      'id-099',
      'id-098',
    ]);
    expect(result.outcomes[1]).toMatchObject({ ok: false, error: expect.any(Refusal) });
    expect(result.accepted.map((a) => a.id)).toEqual(['id-098', 'id-099', 'id-100']);
    expect(result.balances).toEqual([
      {
        key: 'user:a|1|USDT',
        ref: { holder: 'user:a', account: 1, currency: 'USDT' },
        units: { available: 0n, frozen: 0n },
        stored: true,
      },
      {
        key: 'user:a|2|USDT',
        ref: { holder: 'user:a', account: 2, currency: 'USDT' },
        units: { available: 125_000_000n, frozen: 0n },
        stored: false,
      },
      {
        key: 'user:a|3|USDT',
        ref: { holder: 'user:a', account: 3, currency: 'USDT' },
        units: { available: 25_000_000n, frozen: 0n },
        stored: false,
      },
    ]);
  });

  it('leaves balances only a refused entry touched unwritten, and does not change its input', () => {
    const before = new Map<string, Units>();
    const result = plan([move('user:b', 1, 4, '0.00000001')], before);
    expect(result.outcomes).toMatchObject([{ ok: false }]);
    expect(result.accepted).toEqual([]);
    expect(result.balances).toEqual([]);
    expect(before.size).toBe(0);
  });
});
