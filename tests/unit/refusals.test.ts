// @vitest-environment happy-dom
// Telling a server refusal's field by its code (src/api/refusals.ts), not by its translated text.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { lockedUntil, REFUSAL_CODES, refusalCode, refusalField } from '../../src/api/refusals';

const refused = (code?: string, until?: number) => new ApiError('refused', 'text', undefined, code, until);
const fields = {
  [REFUSAL_CODES.payPasswordWrong]: 'payPassword',
  [REFUSAL_CODES.insufficientBalance]: 'amount',
} as const satisfies Record<string, 'payPassword' | 'amount'>;

describe('refusal codes', () => {
  it("are the server's message ids", () => {
    expect(REFUSAL_CODES.insufficientBalance).toBe('ledger.insufficient_balance');
    expect(REFUSAL_CODES.payPasswordWrong).toBe('wallet.pay_password_wrong');
    expect(REFUSAL_CODES.loginFailed).toBe('auth.login_failed');
  });

  it('are read from refusals only', () => {
    expect(refusalCode(refused('wallet.pay_password_wrong'))).toBe('wallet.pay_password_wrong');
    expect(refusalCode(refused())).toBeNull();
    expect(refusalCode(new ApiError('network', 'offline'))).toBeNull();
    expect(refusalCode(new Error('x'))).toBeNull();
    expect(refusalCode(null)).toBeNull();
  });

  it("place a refusal at its form's field, and nothing else", () => {
    expect(refusalField(refused('wallet.pay_password_wrong'), fields)).toBe('payPassword');
    expect(refusalField(refused('ledger.insufficient_balance'), fields)).toBe('amount');
    expect(refusalField(refused('wallet.currency_unknown'), fields)).toBeNull();
    expect(refusalField(refused(), fields)).toBeNull();
    // Not an own key of the map: never a field.
    expect(refusalField(refused('toString'), fields)).toBeNull();
    expect(refusalField(new ApiError('timeout', 'slow', undefined, 'ledger.insufficient_balance'), fields)).toBeNull();
  });

  it('tell until when a lock holds, while it is ahead', () => {
    expect(lockedUntil(refused('auth.too_many_logins', 2_000), 1_000)).toBe(2_000);
    expect(lockedUntil(refused('auth.too_many_logins', 2_000), 2_000)).toBeNull();
    expect(lockedUntil(refused('auth.login_failed'), 1_000)).toBeNull();
    expect(lockedUntil(new Error('x'), 1_000)).toBeNull();
  });
});
