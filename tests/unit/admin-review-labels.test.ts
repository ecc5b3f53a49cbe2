// The back office's review screens in words (admin/src/lib/kyc.ts, lib/decided.ts): the spec's
// document codes (contract/kyc.ts ID_TYPES) and levels as labels, and the note a decision leaves in
// the router's state, read back only when it has the right shape (history state is untyped).
import { describe, expect, it } from 'vitest';
import { decidedOf, decidedState, decidedText } from '../../admin/src/lib/decided';
import { idTypeLabel, levelLabel } from '../../admin/src/lib/kyc';

describe('identity verification labels', () => {
  it('names each document kind of spec §3, whether the code comes as a string or a number', () => {
    expect(idTypeLabel('1')?.message).toBe('ID card');
    expect(idTypeLabel('2')?.message).toBe('Passport');
    expect(idTypeLabel(3)?.message).toBe("Driver's licence");
  });

  it('has no label for a missing or unknown code (the screen shows a dash or the code)', () => {
    expect(idTypeLabel(null)).toBeNull();
    expect(idTypeLabel(undefined)).toBeNull();
    expect(idTypeLabel('9')).toBeNull();
    expect(idTypeLabel('toString')).toBeNull();
  });

  it('says what each level is', () => {
    expect(levelLabel(1).message).toMatch(/^Level 1/);
    expect(levelLabel(2).message).toMatch(/^Level 2/);
  });
});

describe('the note a decision leaves', () => {
  it('reads back what was decided', () => {
    const d = decidedOf(decidedState('recharge', true));
    expect(d).toEqual({ queue: 'recharge', approve: true });
    expect(d && decidedText(d).message).toBe('Recharge approved.');
    const w = decidedOf(decidedState('withdraw', false));
    expect(w && decidedText(w).message).toBe('Withdrawal rejected.');
  });

  it('ignores any other state', () => {
    for (const state of [null, undefined, 'x', {}, { decided: null }, { decided: { queue: 'recharge' } }])
      expect(decidedOf(state)).toBeNull();
    expect(decidedOf({ decided: { queue: 'audit', approve: true } })).toBeNull();
  });
});
