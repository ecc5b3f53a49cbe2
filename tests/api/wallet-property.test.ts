// The wallet under random use, on a real database through the real services (fast-check): after
// any sequence of deposits (recharges approved), transfers between accounts, exchanges at recorded
// prices, withdrawals (requested, then approved or rejected) and their fees — refused ones
// included — every entry balances, no user balance is negative, the balances equal the journal,
// and in each currency what users, the fee account and the exchange desk hold together equals
// what came in from outside minus what went out.
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountId } from '../../contract/wallet';
import type { App } from '../../server/app';
import { Refusal } from '../../server/core/errors';
import { rebuildBalances } from '../../server/ledger/rebuild';
import {
  type ApiClient,
  confirmIdentity,
  DB_TARGETS,
  pricesRecorded,
  setPayPassword,
  signUp,
  startInProcess,
  uploadImage,
  verifyLevel1,
} from './harness';

const COINS = { USDT: 2, ETH: 3, BTC: 4 } as const;
type Currency = keyof typeof COINS;
const CURRENCIES = Object.keys(COINS) as Currency[];
const ADDRESSES: Record<Currency, string> = {
  USDT: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

type Op =
  | { kind: 'deposit'; user: number; currency: Currency; amount: string }
  | { kind: 'move'; user: number; currency: Currency; amount: string; from: AccountId; to: AccountId }
  | { kind: 'exchange'; user: number; from: Currency; to: Currency; amount: string }
  | { kind: 'withdraw'; user: number; currency: Currency; amount: string }
  | { kind: 'decide'; approve: boolean; pick: number };

/** Amounts from 0.001 to 10,000 with up to three decimals: small enough to overdraw sometimes. */
const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).div(1000).toFixed());
const user = fc.integer({ min: 0, max: 1 });
const currency = fc.constantFrom(...CURRENCIES);
const account = fc.constantFrom<AccountId>(1, 2, 3, 4);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user, currency, amount }),
  fc.record({ kind: fc.constant('move' as const), user, currency, amount, from: account, to: account }),
  fc.record({ kind: fc.constant('exchange' as const), user, from: currency, to: currency, amount }),
  fc.record({ kind: fc.constant('withdraw' as const), user, currency, amount }),
  fc.record({ kind: fc.constant('decide' as const), approve: fc.boolean(), pick: fc.nat() }),
);

describe.each(DB_TARGETS)('the wallet under random use on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  const users: { id: string; voucher: string; payPassword: string; addresses: Record<Currency, string> }[] = [];

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
    for (let i = 0; i < 2; i++) {
      const u = await signUp(api);
      await verifyLevel1(app, api, u);
      const payPassword = await setPayPassword(api, u);
      const addresses = {} as Record<Currency, string>;
      for (const c of CURRENCIES) {
        const qrcode = await uploadImage(api, u.auth);
        const fields = { currency: String(COINS[c]), name: c, address: ADDRESSES[c], qrcode };
        await confirmIdentity(api, u);
        await api.call('POST', 'user/wallet/save', fields, u.auth);
        const list = await api.call<{ data: { id: string; currency: number }[] }>(
          'GET',
          'user/wallet/list',
          {},
          u.auth,
        );
        addresses[c] = list.body.message.data.find((a) => a.currency === COINS[c])?.id ?? '';
      }
      const id = (await api.call<{ id: string }>('GET', 'user/info', {}, u.auth)).body.message.id;
      users.push({ id, voucher: await uploadImage(api, u.auth), payPassword, addresses });
    }
  }, 120_000);
  afterAll(async () => {
    await stop?.();
  });

  /** Operations that went through, by kind: the property means little if everything was refused. */
  const done = new Map<string, number>();

  /** Runs one operation as the app would; a refusal (overdraft, minimum, limit…) changes nothing. */
  async function run(o: Op) {
    const s = app.services;
    const kind = o.kind === 'decide' ? (o.approve ? 'approve' : 'reject') : o.kind;
    try {
      if (o.kind === 'deposit') {
        const u = users[o.user];
        if (!u) return;
        const filed = await s.recharges.request(
          u.id,
          { coinId: COINS[o.currency], amount: o.amount, voucher: u.voucher },
          null,
        );
        await s.recharges.review(filed.id, { approve: true, reviewer: 'op-prop' });
      } else if (o.kind === 'move') {
        await s.wallet.transfer(users[o.user]?.id ?? '', { ...o, currency: o.currency }, null);
      } else if (o.kind === 'exchange') {
        await s.exchange.exchange(users[o.user]?.id ?? '', { ...o, shownPrice: '' }, null);
      } else if (o.kind === 'withdraw') {
        const u = users[o.user];
        if (!u) return;
        const input = {
          currency: COINS[o.currency],
          method: 'address' as const,
          address_id: u.addresses[o.currency],
          amount: o.amount,
          remark: '',
          pay_password: u.payPassword,
          totp_code: '',
        };
        await s.withdrawals.request(u.id, input, null);
      } else {
        const pending = await s.withdrawals.pending(100);
        const w = pending[o.pick % Math.max(1, pending.length)];
        if (!w) return;
        await s.withdrawals.review(w.id, { approve: o.approve, reason: 'random', reviewer: 'op-prop' });
      }
      done.set(kind, (done.get(kind) ?? 0) + 1);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
    }
  }

  it('keeps the journal whole, nothing negative, and money in equal to money held plus money out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) await run(o);

        const report = await rebuildBalances(app.db, app.dbKind);
        expect(report.faults).toEqual([]);
        expect(report.negative).toEqual([]);
        expect(report.differences).toEqual([]);

        const rows = await app.db.selectFrom('balance').selectAll().execute();
        const deposits = await app.db
          .selectFrom('recharge')
          .select(['currency', 'amount'])
          .where('state', '=', 'approved')
          .execute();
        const paid = await app.db
          .selectFrom('withdrawal')
          .select(['currency', 'received'])
          .where('state', '=', 'approved')
          .execute();
        for (const c of CURRENCIES) {
          const held = rows
            .filter(
              (r) =>
                r.currency === c &&
                (r.holder.startsWith('user:') || r.holder === 'system:fees' || r.holder === 'system:exchange-desk'),
            )
            .reduce((a, r) => a.plus(r.available).plus(r.frozen), new Decimal(0));
          const cameIn = deposits.filter((d) => d.currency === c).reduce((a, d) => a.plus(d.amount), new Decimal(0));
          const wentOut = paid.filter((w) => w.currency === c).reduce((a, w) => a.plus(w.received), new Decimal(0));
          expect(held.toFixed()).toBe(cameIn.minus(wentOut).toFixed());
        }
      }),
      {
        numRuns: target === 'sqlite' ? 40 : 15,
        // One known sequence first, so every kind of operation goes through at least once
        // whatever the random ones draw.
        examples: [
          [
            [
              { kind: 'deposit', user: 0, currency: 'USDT', amount: '5000' },
              { kind: 'move', user: 0, currency: 'USDT', amount: '100', from: 2, to: 3 },
              { kind: 'exchange', user: 0, from: 'USDT', to: 'ETH', amount: '500' },
              { kind: 'withdraw', user: 0, currency: 'USDT', amount: '200' },
              { kind: 'decide', approve: true, pick: 0 },
              { kind: 'withdraw', user: 0, currency: 'USDT', amount: '300' },
              { kind: 'decide', approve: false, pick: 0 },
            ],
          ],
        ],
      },
    );
    for (const kind of ['deposit', 'move', 'exchange', 'withdraw', 'approve', 'reject']) {
      expect(done.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  }, 240_000);
});
