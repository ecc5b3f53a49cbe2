// "Verify my balances"'s states (issue 41): loading, offline and failed before any answer; nothing
// published; published without the reader; the reader's leaf.
import { describe, expect, it } from 'vitest';
import type { ProofMine, ProofPublication } from '../../contract/proof';
import { proofScreen } from '../../src/lib/proofScreen';

const publication: ProofPublication = {
  id: 'p',
  trigger: 'daily',
  as_of: 1,
  root: 'a'.repeat(64),
  leaf_count: 1,
  currencies: ['USDT'],
  totals: ['5'],
  system: [],
  format: 'kestrel-pol-v1',
};
const leaf = { user_id: 'u', salt: 'b'.repeat(64), balances: ['5'], hash: 'c'.repeat(64) };

describe('the proof screen', () => {
  it('before an answer: loading online, offline without a network (failed or not), failed after a failed load', () => {
    expect(proofScreen(null, { failed: false, online: true })).toBe('loading');
    expect(proofScreen(null, { failed: false, online: false })).toBe('offline');
    expect(proofScreen(null, { failed: true, online: false })).toBe('offline');
    expect(proofScreen(null, { failed: true, online: true })).toBe('failed');
  });

  it("after one: nothing published, published without the reader, or the reader's leaf — offline or not", () => {
    const none: ProofMine = { publication: null, leaf: null, path: [] };
    expect(proofScreen(none, { failed: false, online: true })).toBe('none');
    expect(proofScreen({ ...none, publication }, { failed: false, online: false })).toBe('absent');
    expect(proofScreen({ publication, leaf, path: [] }, { failed: true, online: true })).toBe('leaf');
  });
});
