// The withdraw form's fee and "amount received" must be the numbers the server charges: the
// client's withdrawQuote (from get_info's terms) against the server's withdrawalFee, for any
// amount, coin and method.
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WithdrawInfo, WithdrawMethod } from '../../contract/wallet';
import { BANK_TERMS, WITHDRAW_TERMS, withdrawalFee } from '../../server/wallet/rules';
import { withdrawQuote } from '../../src/lib/withdrawal';

const COINS: Record<number, string> = { 1: 'USDT', 2: 'USDT', 3: 'ETH', 4: 'BTC' };

/** What get_info sends for a coin (only the terms matter here). */
function infoOf(coinId: number): WithdrawInfo {
  const currency = COINS[coinId] ?? 'USDT';
  const terms = WITHDRAW_TERMS[coinId] ?? { fee: '0', min: '0' };
  return {
    coin_id: coinId,
    currency,
    network: '',
    available: '0',
    fee: terms.fee,
    min: terms.min,
    bank: currency === 'USDT' ? { rate: BANK_TERMS.rate, min_fee: BANK_TERMS.minFee, min: BANK_TERMS.min } : null,
    level: 1,
    limit_btc: '200',
    used_btc: '0',
    remaining_btc: '200',
    has_pay_password: true,
    totp_enabled: false,
    frozen: false,
    withdraw_hold_until: null,
  };
}

const amount = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.integer({ min: 0, max: 8 }))
  .map(([n, places]) => new Decimal(n.toString()).div(new Decimal(10).pow(places)).toFixed());

describe('withdrawQuote', () => {
  it('agrees with the server for every coin, method and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 4),
        fc.constantFrom<WithdrawMethod>('address', 'bank'),
        amount,
        (coin, m, a) => {
          const method = COINS[coin] === 'USDT' ? m : 'address';
          expect(withdrawQuote(infoOf(coin), method, a)).toEqual(withdrawalFee(coin, COINS[coin] ?? '', method, a));
        },
      ),
    );
  });

  it('charges a bank payout 0.5 %, rounded up, at least 2 USDT', () => {
    expect(withdrawQuote(infoOf(2), 'bank', '100')).toEqual({ ok: true, fee: '2', received: '98' });
    expect(withdrawQuote(infoOf(2), 'bank', '1000.00000001')).toEqual({
      ok: true,
      fee: '5.00000001',
      received: '995',
    });
    expect(withdrawQuote(infoOf(2), 'bank_international', '49.99')).toEqual({ ok: false, min: '50' });
  });

  it('takes the network fee from an address withdrawal and refuses below the minimum', () => {
    expect(withdrawQuote(infoOf(2), 'address', '25.5')).toEqual({ ok: true, fee: '1', received: '24.5' });
    expect(withdrawQuote(infoOf(2), 'address', '9.99999999')).toEqual({ ok: false, min: '10' });
  });
});
