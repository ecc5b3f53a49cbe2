// The settlement auditor on a real server and database (issue 41): after mixed activity on the
// simulated market — spot fills, a contract opened and closed and another held over nights of
// overnight fees, seconds options settled, lock mining paid a day and redeemed early or matured,
// an oversubscribed IEO project allocated and its first part released, an NFT auction won, paid
// and approved (the other bidder's margin back), a dual investment settled days later, a loan
// liquidated — it recomputes every outcome from the tick log and the ledger and finds no
// difference; then a stored payout, a recorded price, lock mining's interest paid and a winning
// bid are tampered with in the database, and it names each. The back office reads the same report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DualIndex, DualOrder } from '../../contract/dual';
import type { EarnOrder } from '../../contract/earn';
import type { LeverPosition } from '../../contract/lever';
import type { NftDetail, NftOrders } from '../../contract/nft';
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
  ieoProject,
  pricesRecorded,
  recordTick,
  serverNow,
  signIn,
  signInOperator,
  startInProcess,
  type User,
  until,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const PAIR = { currency_id: '4', legal_id: '1' };
const DAY = 86_400_000;
const AUCTION = 'KST-KLN-02';

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

  /** A POST that must succeed, by a user or (`{ auth }` of its headers) an operator. */
  const post = async <T>(path: string, fields: Record<string, string>, who: Pick<User, 'auth'>) => {
    const { body } = await api.call<T>('POST', path, fields, who.auth);
    expect(body.type, `${path}: ${JSON.stringify(body.message)}`).toBe('ok');
    return body.message;
  };
  const audit = () => runAudit(app.db, app.dbKind);
  const named = (r: AuditReport, kind: string, id: string) =>
    r.differences.filter((d) => d.kind === kind && d.id === id);

  it('finds every outcome of a day of mixed activity as the rules and the tick log say', async () => {
    let user = await fundedUser(api, { USDT: '10000', BTC: '1' });
    const rival = await fundedUser(api, { USDT: '1000' });
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
    // Another, held over the nights to come: each charges its overnight fee.
    const held = await post<LeverPosition>(
      'lever/submit',
      { ...PAIR, share: '10', multiple: '10', type: '1', status: '1', target_price: '0', password: '' },
      user,
    );
    // Lock mining: two orders of the 5-day product, one to be redeemed early, one to mature.
    const [early, matures] = [
      await post<EarnOrder>('lh/deposit', { config_id: '1', amount: '100' }, user),
      await post<EarnOrder>('lh/deposit', { config_id: '1', amount: '100' }, user),
    ];
    // An IEO project asked twice its supply (by three orders), ending in an hour.
    const project = await ieoProject(api, await signInOperator(app, api, 'admin'));
    for (const [amount, who] of [
      ['600', user],
      ['400', user],
      ['1000', rival],
    ] as const)
      await post('project/order', { project_id: String(project.id), amount, pay_currency: 'USDT' }, who);
    // The house's auction: three bids, the user's last.
    await app.services.jobs.run('nft.demo');
    await post('bind_box/auctionNFT', { code: AUCTION, price: '0', current: '' }, user);
    await post('bind_box/auctionNFT', { code: AUCTION, price: '5' }, rival);
    await post('bind_box/auctionNFT', { code: AUCTION, price: '5' }, user);
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
    // The auction's end (two days on): it is settled, paid and approved; the nights' overnight fees
    // and the days' interest are charged, the IEO allocated and its first part released; an
    // earn order is redeemed early.
    const auction = (await api.call<NftDetail>('GET', 'bind_box/getBoxDetail', { id: AUCTION })).body.message;
    await advanceClock(api, auction.end_time - (await serverNow(api)) + 1);
    for (const job of ['nft.settle', 'earn.accrue', 'earn.accrue', 'lever.overnight', 'ieo.settle', 'ieo.settle'])
      await app.services.jobs.run(job);
    user = await signIn(api, user);
    const won = (await post<NftOrders>('bind_box/getNeedPayNFTOrder', {}, user)).need_pay[0];
    await post('bind_box/payNFTOrder', { id: won?.id ?? '' }, user);
    await post(
      'admin/nft/decide',
      { id: won?.id ?? '', approve: '1', reason: 'ok' },
      { auth: await signInOperator(app, api, 'reviewer') },
    );
    await post('lh/deposit/order/cancel', { id: early.id }, user);
    // Days later the dual product settles on its coin's first tick after the instant; the other
    // earn order has matured.
    await advanceClock(api, (dual.days + 1) * DAY);
    await recordTick(app, api, BTC, '61000', 'dual.settle');
    for (const job of ['earn.accrue', 'earn.accrue', 'lever.overnight', 'ieo.settle']) await app.services.jobs.run(job);

    const earn = await app.db
      .selectFrom('earn_order')
      .select(['id', 'redeem_reason', 'days_paid'])
      .where('id', 'in', [early.id, matures.id])
      .orderBy('id')
      .execute();
    // The demo traders' positions (copy trading's bots) pay their own nights: not this test's.
    const bots = new Set(
      (await app.db.selectFrom('lever_position').select('id').where('user_id', 'like', 'demo-trader-%').execute()).map(
        (r) => r.id,
      ),
    );
    const nights = (
      await app.db.selectFrom('ledger_entry').select('memo').where('kind', '=', 'lever_overnight').execute()
    ).filter((n) => !bots.has(JSON.parse(n.memo).position));
    const states = {
      loan: (await app.db.selectFrom('loan').select('state').where('id', '=', loan.id).executeTakeFirst())?.state,
      dual: (await app.db.selectFrom('dual_order').select('state').where('id', '=', dual.id).executeTakeFirst())?.state,
      options: (await app.db.selectFrom('option_order').select('state').where('state', '=', 'settled').execute())
        .length,
      earn: earn.map((o) => o.redeem_reason),
      ieo: (await app.db.selectFrom('ieo_order').select('state').where('project_id', '=', project.id).execute()).map(
        (o) => o.state,
      ),
      nft: (
        await app.db
          .selectFrom('nft_order')
          .select('state')
          .where('id', '=', won?.id ?? '')
          .executeTakeFirst()
      )?.state,
      held: nights.every((n) => JSON.parse(n.memo).position === held.id),
    };
    expect(states).toEqual({
      loan: 'liquidated',
      dual: 'completed',
      options: 2,
      earn: ['early', 'maturity'],
      ieo: ['allocated', 'allocated', 'allocated'],
      nft: 'done',
      held: true,
    });
    expect(earn[0]?.days_paid).toBeGreaterThan(0);
    expect(nights.length).toBeGreaterThanOrEqual(2);

    const report = await audit();
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.counts).toMatchObject({
      option: 2,
      dual: 1,
      loan: 1,
      contract: 1,
      earn: 2,
      ieo: 3,
      nft: 1,
      'nft margin': 1,
      'overnight fee': nights.length,
    });
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
    // Lock mining's interest paid, and the winning bid's price.
    await app.db.updateTable('earn_order').set({ interest_paid: '1000' }).where('id', '=', early.id).execute();
    await app.db
      .updateTable('nft_bid')
      .set({ price: '1' })
      .where('listing_id', '=', auction.id)
      .where('seq', '=', 3)
      .execute();
    const tampered = await audit();
    expect(tampered.ok).toBe(false);
    expect(named(tampered, 'option', option?.id ?? '').map((d) => d.what)).toEqual(['payout']);
    expect(named(tampered, 'dual', dual.id).map((d) => d.what)).toContain('settlement tick price');
    expect(named(tampered, 'earn', early.id).map((d) => d.what)).toEqual(['interest paid']);
    expect(named(tampered, 'nft', won?.id ?? '').map((d) => d.what)).toEqual(["bid 3's price", 'won price']);

    const admin = await signInOperator(app, api, 'admin');
    const seen = (await api.call<AuditReport>('GET', 'admin/audit/check', {}, admin)).body.message;
    expect(seen.differenceCount).toBe(tampered.differenceCount);
  }, 120_000);
});
