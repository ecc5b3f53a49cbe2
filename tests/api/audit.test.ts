// The settlement auditor on a real server and database (issue 41): after mixed activity on the
// simulated market — spot fills, a contract opened and closed, seconds options settled, a dual
// investment settled days later, a loan liquidated — it recomputes every outcome from the tick log
// and the ledger and finds no difference; then a stored payout and a recorded price are tampered
// with in the database, and it names each. The back office reads the same report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DualIndex, DualOrder } from '../../contract/dual';
import type { LeverPosition } from '../../contract/lever';
import type { OptionOrder } from '../../contract/options';
import type { SpotOrder } from '../../contract/spot';
import type { App } from '../../server/app';
import { runAudit } from '../../server/audit/auditor';
import type { AuditReport } from '../../server/audit/report';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  type ApiClient,
  advanceClock,
  DB_TARGETS,
  fundedUser,
  pricesRecorded,
  recordTick,
  signInOperator,
  startInProcess,
  type User,
  until,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const PAIR = { currency_id: '4', legal_id: '1' };
const DAY = 86_400_000;

describe.each(DB_TARGETS)('the settlement auditor on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
    await until('the maker quoting', async () => {
      const book = (await api.call<{ asks: unknown[] }>('GET', 'coin/depth', { symbol: 'BTCUSDT' })).body.message;
      return book?.asks?.length ? true : null;
    });
  }, 60_000);
  afterAll(async () => stop?.());

  const post = async <T>(path: string, fields: Record<string, string>, user: User) => {
    const { body } = await api.call<T>('POST', path, fields, user.auth);
    expect(body.type, `${path}: ${JSON.stringify(body.message)}`).toBe('ok');
    return body.message;
  };
  const audit = () => runAudit(app.db, app.dbKind);
  const named = (r: AuditReport, kind: string, id: string) =>
    r.differences.filter((d) => d.kind === kind && d.id === id);

  it('finds every outcome of a day of mixed activity as the rules and the tick log say', async () => {
    const user = await fundedUser(api, { USDT: '10000', BTC: '1' });
    // Spot: a market buy and a limit sell that fill against the book.
    await post<SpotOrder>('coin/trade', { ...PAIR, type: '1', order_type: 'market', amount: '', total: '500' }, user);
    await post<SpotOrder>('coin/trade', { ...PAIR, type: '2', order_type: 'market', amount: '0.001', total: '' }, user);
    // A contract opened at the market and closed.
    await post('wallet/change', { currency_id: 'USDT', number: '2000', from_field: '2', to_field: '3' }, user);
    const opened = await post<LeverPosition>(
      'lever/submit',
      { ...PAIR, share: '10', multiple: '10', type: '1', status: '1', target_price: '0', password: '' },
      user,
    );
    await post('lever/close', { id: opened.id }, user);
    // Dual investment bought now, settled days later.
    const products = await until('dual products', async () => {
      await app.services.jobs.run('dual.list');
      const list = (await api.call<DualIndex>('GET', 'dual/index', { currency_id: '1', type: 'put' })).body.message;
      return list.dual_currencys.length ? list.dual_currencys : null;
    });
    const dual = await post<DualOrder>('dual/buyDual', { id: String(products[0]?.id), num: '1' }, user);
    // A loan, liquidated below its line.
    app.services.market.pause();
    await recordTick(app, api, BTC, '100000', 'loans.risk');
    const loan = await post<{ id: string }>(
      'loan/borrow',
      { product_id: '1', amount: '5000', collateral: '0.09', term: '0' },
      user,
    );
    await recordTick(app, api, BTC, '60000', 'loans.risk');
    // Seconds options: staked, then settled on the first tick after their expiry.
    await post('wallet/change', { currency_id: 'USDT', number: '100', from_field: '2', to_field: '4' }, user);
    await post('microtrade/accept_disclosure', { version: '1' }, user);
    const options: OptionOrder[] = [];
    for (const type of ['1', '2'])
      options.push(
        await post<OptionOrder>(
          'microtrade/submit',
          { match_id: String(BTC), currency_id: '1', type, seconds: '30', number: '10' },
          user,
        ),
      );
    await advanceClock(api, 31_000);
    await recordTick(app, api, BTC, '60100', 'options.settle');
    // Days later the dual product settles on its coin's first tick after the instant.
    await advanceClock(api, (dual.days + 1) * DAY);
    await recordTick(app, api, BTC, '61000', 'dual.settle');

    const states = {
      loan: (await app.db.selectFrom('loan').select('state').where('id', '=', loan.id).executeTakeFirst())?.state,
      dual: (await app.db.selectFrom('dual_order').select('state').where('id', '=', dual.id).executeTakeFirst())?.state,
      options: (await app.db.selectFrom('option_order').select('state').where('state', '=', 'settled').execute())
        .length,
    };
    expect(states).toEqual({ loan: 'liquidated', dual: 'completed', options: 2 });

    const report = await audit();
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.counts).toMatchObject({ option: 2, dual: 1, loan: 1, contract: 1 });
    expect(report.counts['spot fill']).toBeGreaterThan(0);
    expect(report.ledger.entries).toBeGreaterThan(10);

    // A stored payout changed, and a recorded price rewritten: each is named.
    const [option] = options;
    await app.db
      .updateTable('option_order')
      .set({ payout: '999' })
      .where('id', '=', option?.id ?? '')
      .execute();
    const settleTick = await app.db
      .selectFrom('dual_order')
      .select('settle_tick_id')
      .where('id', '=', dual.id)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('market_tick')
      .set({ price: '1' })
      .where('id', '=', Number(settleTick.settle_tick_id))
      .execute();
    const tampered = await audit();
    expect(tampered.ok).toBe(false);
    expect(named(tampered, 'option', option?.id ?? '').map((d) => d.what)).toEqual(['payout']);
    expect(named(tampered, 'dual', dual.id).map((d) => d.what)).toContain('settlement tick price');

    const admin = await signInOperator(app, api, 'admin');
    const seen = (await api.call<AuditReport>('GET', 'admin/audit/check', {}, admin)).body.message;
    expect(seen.differenceCount).toBe(tampered.differenceCount);
  }, 120_000);
});
