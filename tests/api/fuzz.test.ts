// Every product's money and order calls under malformed numbers (issue 32; fast-check), on a real
// server and database: hex, exponents, signs, decimal commas, words, empty and blank values, other
// scripts' digits, bare points, leading zeros, absurd magnitudes, very long texts, and — in JSON
// bodies — numbers, booleans, null, arrays and objects where text is expected. Each draw spoils one
// field of an otherwise well-formed request. Whatever the value, the server answers without a
// fault (no 5xx), refuses it (none of these values is a number the field takes) with a translated
// message and its code, and the user's balances stay exactly as they were.
//
// SQLite only: the parsing under test does not depend on the database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  type ApiClient,
  type Envelope,
  pricesRecorded,
  SQLITE_ONLY,
  signUp,
  startInProcess,
  type User,
  until,
  verifyLevel1,
} from './harness';

const BTC = String(instrumentBySymbol('BTC/USDT')?.id);

// ─── Values no number field takes ────────────────────────────────────────────────────────────────

/** Loose forms `Number()` or `z.coerce.number()` read as numbers, and other near misses. */
const LOOSE = [
  '0x10',
  '0X1a',
  '0b11',
  '0o17',
  '1e3',
  '1E3',
  '1e-3',
  '2e+2',
  '+1',
  '+16',
  '-1',
  '-16',
  '-0',
  '1,5',
  '1,000',
  '1_000',
  '1 000',
  '1.2.3',
  '12.',
  '.5',
  '.',
  '007',
  '00.5',
  '--1',
  '1-',
  '12abc',
  'abc',
  'true',
  'false',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '[]',
  '{}',
  '½',
  '²',
  'Ⅻ',
  '1\u00a05',
  '\u200b1',
];
/** Blank: what a form sends for a field left empty. */
const BLANK = ['', ' ', '\t', '\n', '\u3000', '\u00a0'];
/** Digits of other scripts: full-width, Arabic-Indic, Devanagari, Bengali, Thai, NKo, mathematical. */
const FOREIGN_DIGITS = ['０', '１', '６', '٢', '٧', '३', '৪', '๕', '߆', '𝟕'];
/** Integers only: fractions, even whole ones, are not integers on the wire. */
const FRACTIONS = ['1.0', '16.0', '1.5', '0.5'];

/** Plain digits with an optional fraction, trimmed: what might be a valid number (left out of random texts). */
const PLAIN = /^\s*[0-9]+(\.[0-9]+)?\s*$/;

const blanks = fc.constantFrom(...BLANK);
const texts = (extra: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...LOOSE, ...extra) },
    // Loose forms with whitespace around them.
    { weight: 2, arbitrary: fc.tuple(blanks, fc.constantFrom(...LOOSE), blanks).map(([a, v, b]) => a + v + b) },
    {
      weight: 2,
      arbitrary: fc.array(fc.constantFrom(...FOREIGN_DIGITS), { minLength: 1, maxLength: 8 }).map((d) => d.join('')),
    },
    // Absurd magnitudes, well formed: beyond every amount's and id's range.
    { weight: 2, arbitrary: fc.bigInt({ min: 10n ** 16n, max: 10n ** 60n }).map(String) },
    // Too many decimals to be any amount.
    { weight: 1, arbitrary: fc.nat({ max: 9 }).map((n) => `0.${'0'.repeat(60)}${n + 1}`) },
    // Very long texts, digits or not; once, beyond the 256 KiB body limit (413, still no fault).
    { weight: 1, arbitrary: fc.constantFrom('9'.repeat(5000), `1${'0'.repeat(20_000)}`, 'x'.repeat(300_000)) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => s !== '' && !PLAIN.test(s)) },
  );

/** What a field is: an integer, or a decimal string (money), and whether blank or null means "none". */
type Kind = { int?: boolean; none?: boolean; jsonNumbers?: boolean };

/** Malformed values for a field of `kind`, with how they travel: in a form or JSON body. */
function malformed({ int = false, none = false, jsonNumbers = true }: Kind): fc.Arbitrary<Sent> {
  const text = texts([...(none ? [] : BLANK), ...(int ? FRACTIONS : [])]);
  // JSON numbers a field never takes: money travels as text; integers must be whole, safe, not negative.
  const numbers = int
    ? fc.constantFrom(1.5, -1, -16, 0.5, 1e300, 2 ** 53 + 2)
    : fc.constantFrom(1.5, 16, 0.1, 1e21, 1e-7, -1);
  const others = fc.oneof(
    fc.boolean(),
    fc.constantFrom(['16'], [16], ['1', '2'], [], { value: '16' }, {}),
    ...(none ? [] : [fc.constant(null)]),
    fc.jsonValue({ maxDepth: 2 }).filter((v) => typeof v === 'object' && v !== null),
  );
  return fc.oneof(
    { weight: 5, arbitrary: text.map((v) => ({ value: v, json: false })) },
    { weight: 2, arbitrary: text.map((v) => ({ value: v, json: true })) },
    ...(jsonNumbers ? [{ weight: 1, arbitrary: numbers.map((v) => ({ value: v as unknown, json: true })) }] : []),
    { weight: 2, arbitrary: others.map((v) => ({ value: v as unknown, json: true })) },
    // Repeated form fields (`amount=1&amount=2`) arrive as an array.
    { weight: 1, arbitrary: fc.constantFrom(['16', '16'], ['1', '2']).map((v) => ({ value: v, json: false })) },
  );
}
type Sent = { value: unknown; json: boolean };

const INT: Kind = { int: true };
const MONEY: Kind = {};

// ─── The calls ───────────────────────────────────────────────────────────────────────────────────

type Endpoint = {
  path: string;
  /** A well-formed request; each draw spoils one of `fields`. */
  base: () => Record<string, string>;
  fields: Record<string, Kind>;
  /** Draws always tried first: the audit's findings (issue 32). */
  examples?: Spoiled[];
};
type Spoiled = Sent & { field: string };

describe.each(SQLITE_ONLY)('money and order calls under malformed numbers on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let user: User;
  let dualId = '';

  const post = async <T>(path: string, fields: Record<string, unknown>, json = false) => {
    let body: string | URLSearchParams;
    if (json) body = JSON.stringify(fields);
    else {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields))
        for (const item of Array.isArray(v) ? v : [v]) body.append(k, String(item));
    }
    const headers = { ...user.auth, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' };
    const res = await api.fetch(`/api/${path}`, { method: 'POST', headers, body });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };
  const ok = async <T>(path: string, fields: Record<string, string>) => {
    const r = await post<T>(path, fields);
    expect(r.body.type, `${path}: ${JSON.stringify(r.body)}`).toBe('ok');
    return r.body.message;
  };
  const balances = async () => JSON.stringify((await post('wallet/list', {})).body);

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
    user = await signUp(api);
    // Withdrawals answer 998 to the unverified before reading a field.
    await verifyLevel1(app, api, user);
    await ok('demo/faucet', { currency: 'USDT', amount: '10000' });
    await ok('demo/faucet', { currency: 'BTC', amount: '1' });
    await ok('demo/faucet', { currency: 'ETH', amount: '10' });
    for (const to of ['3', '4'])
      await ok('wallet/change', { currency_id: 'USDT', number: '1000', from_field: '2', to_field: to });
    await ok('microtrade/accept_disclosure', { version: '1' });
    dualId = await until('dual products', async () => {
      await app.services.jobs.run('dual.list');
      const index = await api.call<{ dual_currencys: { id: number }[] }>('GET', 'dual/index', { type: 'put' });
      const id = index.body.message.dual_currencys[0]?.id;
      return id === undefined ? null : String(id);
    });
  }, 120_000);
  afterAll(async () => stop?.());

  const endpoints: Endpoint[] = [
    // Spot.
    {
      path: 'coin/trade',
      base: () => ({ currency_id: '4', legal_id: '1', type: '1', amount: '0.001', target_price: '1000' }),
      fields: { amount: MONEY, target_price: MONEY, currency_id: INT, legal_id: INT, type: INT },
      // currency_id=0x10 traded AVAX (id 16).
      examples: [{ field: 'currency_id', value: '0x10', json: false }],
    },
    // Leverage: a market order, an entrust (limit), its stops, closing and cancelling.
    {
      path: 'lever/submit',
      base: () => ({
        currency_id: '4',
        legal_id: '1',
        share: '10',
        multiple: '10',
        type: '1',
        status: '1',
        target_price: '0',
      }),
      fields: {
        share: INT,
        multiple: INT,
        type: INT,
        status: INT,
        currency_id: INT,
        legal_id: INT,
        // '' and '0' mean "no stop"; JSON numbers are taken (the spec's client sends them).
        target_profit_price: { none: true, jsonNumbers: false },
        stop_loss_price: { none: true, jsonNumbers: false },
      },
      // share=0x10 opened 16 lots.
      examples: [{ field: 'share', value: '0x10', json: false }],
    },
    {
      path: 'lever/submit',
      base: () => ({
        currency_id: '4',
        legal_id: '1',
        share: '10',
        multiple: '10',
        type: '1',
        status: '0',
        target_price: '1000',
      }),
      // A limit order's price: blank is refused too.
      fields: { target_price: { jsonNumbers: false }, share: INT },
    },
    {
      path: 'lever/setstop',
      base: () => ({ id: '1', target_profit_price: '', stop_loss_price: '' }),
      fields: {
        target_profit_price: { none: true, jsonNumbers: false },
        stop_loss_price: { none: true, jsonNumbers: false },
      },
    },
    { path: 'lever/close', base: () => ({ id: '1' }), fields: { id: MONEY } },
    { path: 'lever/cancel', base: () => ({ id: '1' }), fields: { id: MONEY } },
    { path: 'lever/batch_close', base: () => ({ type: '0' }), fields: { type: INT } },
    // Seconds options.
    {
      path: 'microtrade/submit',
      base: () => ({ match_id: BTC, currency_id: '1', type: '1', seconds: '30', number: '10' }),
      fields: { number: MONEY, match_id: INT, currency_id: INT, type: INT, seconds: INT },
    },
    // Lock mining: subscribe and redeem.
    { path: 'lh/deposit', base: () => ({ config_id: '1', amount: '100' }), fields: { amount: MONEY, config_id: INT } },
    { path: 'lh/deposit/order/cancel', base: () => ({ id: '1' }), fields: { id: MONEY } },
    // Launchpad (price=1,5 was a fault).
    {
      path: 'project/order',
      base: () => ({ project_id: '1', amount: '100', pay_currency: 'USDT', price: '0.05' }),
      fields: { price: { none: true }, amount: MONEY, project_id: INT },
      examples: [{ field: 'price', value: '1,5', json: false }],
    },
    // Dual investment: `num` whole shares (JSON numbers taken).
    { path: 'dual/buyDual', base: () => ({ id: dualId, num: '1' }), fields: { num: INT, id: INT } },
    // NFT: buy at the shown price, bid a raise over the shown bid, resell.
    { path: 'bind_box/buyNFT', base: () => ({ code: 'KST-AUR-01', price: '120' }), fields: { price: MONEY } },
    {
      path: 'bind_box/auctionNFT',
      base: () => ({ code: 'KST-KLN-02', price: '5', current: '60' }),
      fields: { price: MONEY, current: { none: true } },
    },
    {
      path: 'bind_box/resellNFT',
      base: () => ({ code: 'KST-AUR-01', price: '100', start_time: '1', end_time: '2', per_increase: '' }),
      fields: { price: MONEY, per_increase: { none: true }, start_time: INT, end_time: INT, pay_type: INT },
    },
    // Wallet: transfer between accounts, coin exchange, withdrawal, recharge, demo funds.
    {
      path: 'wallet/change',
      base: () => ({ currency_id: 'USDT', number: '1', from_field: '2', to_field: '3' }),
      fields: { number: MONEY, from_field: INT, to_field: INT },
    },
    {
      path: 'user/Transfer',
      base: () => ({ number: '10', from_currency_id: 'USDT', to_currency_id: 'BTC', price: '' }),
      fields: { number: MONEY, price: { none: true } },
    },
    {
      path: 'wallet/out',
      base: () => ({ currency: '2', method: 'address', address_id: '1', amount: '10', pay_password: '135790' }),
      fields: { amount: MONEY, currency: INT },
    },
    {
      path: 'wallet/charge_req',
      base: () => ({ currency: '2', amount: '10', voucher: '' }),
      fields: { amount: MONEY, currency: INT },
    },
    { path: 'demo/faucet', base: () => ({ currency: 'USDT', amount: '1' }), fields: { amount: MONEY } },
  ];

  /** One spoiled field of one call. */
  const draw = (e: Endpoint): fc.Arbitrary<Spoiled> =>
    fc.oneof(...Object.entries(e.fields).map(([field, kind]) => malformed(kind).map((sent) => ({ field, ...sent }))));

  it.each(endpoints.map((e) => [`${e.path} (${Object.keys(e.fields).join(', ')})`, e] as const))(
    '%s: refuses every malformed value without a fault and changes no balance',
    async (_name, e) => {
      await fc.assert(
        fc.asyncProperty(draw(e), async ({ field, value, json }) => {
          const before = await balances();
          const fields: Record<string, unknown> = { ...e.base(), [field]: value };
          const r = await post(e.path, fields, json);
          const what = `${e.path} ${field}=${JSON.stringify(value)?.slice(0, 80)} (${json ? 'JSON' : 'form'}): ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
          expect(r.status, what).toBeLessThan(500);
          expect(r.body.type, what).toBe('error');
          expect(typeof r.body.message, what).toBe('string');
          // A refusal says which (its message id); only a transport fault (413, 400) carries none.
          if (r.status === 200) expect(r.body.code, what).toMatch(/^[a-z_]+\.[a-z_]+$/);
          expect(await balances(), what).toBe(before);
        }),
        // FUZZ_SEED=<seed> replays a failed run.
        {
          numRuns: 40,
          seed: Number(process.env.FUZZ_SEED ?? Date.now()),
          examples: (e.examples ?? []).map((x) => [x]),
        },
      );
    },
    60_000,
  );
});
