// Price alerts on a real server and database (issue 40): refusals that write nothing, an alert
// fired once on the first recorded tick that crosses it (citing that tick in the alert, the
// notification and the socket event), never again, the limit of active alerts, a keyed add
// carried out once, deleting, and an active alert that survives a restart and fires after it.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessages } from '../../contract/alert-rules';
import { MAX_ACTIVE_ALERTS, type PriceAlert } from '../../contract/alerts';
import type { NotificationItem } from '../../contract/user';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  ApiClient,
  DB_TARGETS,
  greetedSocket,
  pricesRecorded,
  recordTick,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const ETH = instrumentBySymbol('ETH/USDT')?.id as number;

describe.each(DB_TARGETS)('price alerts on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  let restarted: App | null = null;
  /** BTC's price before any tick of these tests: the walk's, which a restarted feed goes on from. */
  let base: Decimal;

  beforeAll(async () => {
    ({ app, api, env, stop } = await startInProcess(target));
    await pricesRecorded(api);
    // Prices hold still: the only ticks that move them are the ones these tests record.
    app.services.market.pause();
    base = await price();
  }, 60_000);
  afterAll(async () => {
    await restarted?.http.close();
    await stop?.();
  });

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string>,
    user: User,
    headers = {},
  ) => (await api.call<T>(method, path, fields, { ...user.auth, ...headers })).body;
  const add = (user: User, fields: Record<string, string>, headers = {}) =>
    call<PriceAlert>('POST', 'alert/add', { match_id: String(BTC), ...fields }, user, headers);
  const list = async (user: User) => (await call<PriceAlert[]>('GET', 'alert/list', {}, user)).message;
  const notices = async (user: User) =>
    (await call<{ data: NotificationItem[]; unread: number }>('GET', 'user/notifications', { limit: '50' }, user))
      .message;
  const price = async (instrumentId = BTC) =>
    new Decimal(
      (
        await app.services.market.recordedPrice(
          instrumentBySymbol(instrumentId === BTC ? 'BTC/USDT' : 'ETH/USDT')?.symbol ?? '',
        )
      )?.price ?? '0',
    );

  /** Records a tick of `instrumentId` at `price` now, as the feed would, and lets the alerts see it. */
  const feed = (instrumentId: number, at: Decimal) =>
    recordTick(app, api, instrumentId, at.toDecimalPlaces(2).toFixed(), 'alerts.fire');

  it('refuses what cannot fire, in the reader’s words, and writes nothing', async () => {
    const user = await signUp(api);
    const now = await price();
    const refusals: [Record<string, string>, string][] = [
      [{ kind: 'above', price: '0' }, alertMessages.pricePositive.id],
      [{ kind: 'below', price: '' }, alertMessages.pricePositive.id],
      [{ kind: 'above', price: '-5' }, alertMessages.pricePositive.id],
      [{ kind: 'above', price: now.times(0.99).toDecimalPlaces(2).toFixed() }, alertMessages.alreadyAbove.id],
      [{ kind: 'below', price: now.times(1.01).toDecimalPlaces(2).toFixed() }, alertMessages.alreadyBelow.id],
      [{ kind: 'move', percent: '0' }, alertMessages.percentRange.id],
      [{ kind: 'move', percent: '101' }, alertMessages.percentRange.id],
      [{ kind: 'above', price: '1', match_id: '999999' }, alertMessages.instrumentUnknown.id],
    ];
    for (const [fields, code] of refusals) {
      const body = await add(user, fields);
      expect(body, JSON.stringify(fields)).toMatchObject({ type: 'error', code });
    }
    const zh = (
      await api.call('POST', 'alert/add', { match_id: String(BTC), kind: 'above', price: '0', lang: 'zh' }, user.auth)
    ).body;
    expect(zh.message).not.toBe((await add(user, { kind: 'above', price: '0' })).message);
    expect((await add(user, { kind: 'sideways', price: '1' })).type).toBe('error');
    expect(await list(user)).toEqual([]);
    // A guest has no alerts.
    expect((await api.call('GET', 'alert/list')).body.type).toBe(999);
  });

  it('fires once, on the first recorded tick that crosses, citing that tick everywhere', async () => {
    const user = await signUp(api);
    const other = await signUp(api);
    const now = await price();
    const above = (await add(user, { kind: 'above', price: now.times(1.05).toDecimalPlaces(2).toFixed() })).message;
    const below = (await add(user, { kind: 'below', price: now.times(0.95).toDecimalPlaces(2).toFixed() })).message;
    const move = (await add(user, { kind: 'move', percent: '3' })).message;
    const theirs = (await add(other, { kind: 'move', percent: '3' })).message;
    expect(above).toMatchObject({ status: 'active', symbol: 'BTC/USDT', kind: 'above', fired_tick: null });
    expect(new Decimal(above.set_tick.price).eq(now)).toBe(true);
    expect(move).toMatchObject({ kind: 'move', percent: '3', price: null, up: now.times(1.03).toFixed() });
    expect((await list(user)).map((a) => a.id).sort()).toEqual([above.id, below.id, move.id].sort());

    const socket = await greetedSocket(api.url, { token: user.token });
    const heard: PriceAlert[] = [];
    socket.on('alert', (a: PriceAlert) => heard.push(a));
    try {
      // Near, not across: nothing fires. Another instrument's tick moves nothing.
      await feed(BTC, now.times(1.02));
      await feed(ETH, (await price(ETH)).times(2));
      expect((await list(user)).every((a) => a.status === 'active')).toBe(true);

      const crossing = await feed(BTC, now.times(1.06));
      const fired = await until('the alerts to fire', async () => {
        const mine = await list(user);
        return mine.filter((a) => a.status === 'fired').length === 2 ? mine : null;
      });
      for (const id of [above.id, move.id])
        expect(fired.find((a) => a.id === id)).toMatchObject({ status: 'fired', fired_tick: crossing });
      expect(fired.find((a) => a.id === below.id)?.status).toBe('active');
      expect((await list(other)).find((a) => a.id === theirs.id)?.fired_tick).toEqual(crossing);

      // The owner hears it on the socket and finds it in the notifications, with the tick.
      await until('both socket events', async () => (heard.length === 2 ? heard : null));
      expect(heard.map((a) => a.id).sort()).toEqual([above.id, move.id].sort());
      expect(heard.every((a) => a.fired_tick?.id === crossing.id)).toBe(true);
      const inbox = await notices(user);
      const alerts = inbox.data.filter((n) => n.kind === 'price_alert');
      expect(alerts).toHaveLength(2);
      expect(inbox.unread).toBeGreaterThanOrEqual(2);
      expect(alerts.find((n) => n.params.alert === above.id)?.params).toMatchObject({
        symbol: 'BTC/USDT',
        kind: 'above',
        level: above.price,
        price: crossing.price,
        time: String(crossing.time),
        tick_id: String(crossing.id),
      });

      // Further ticks across, and further runs, fire nothing again; the falling one fires below.
      await feed(BTC, now.times(1.07));
      await app.services.jobs.run('alerts.fire');
      const falling = await feed(BTC, now.times(0.9));
      await until('the below alert', async () =>
        (await list(user)).find((a) => a.id === below.id)?.status === 'fired' ? true : null,
      );
      const after = await list(user);
      expect(after.find((a) => a.id === above.id)?.fired_tick).toEqual(crossing);
      expect(after.find((a) => a.id === below.id)?.fired_tick).toEqual(falling);
      await new Promise((r) => setTimeout(r, 300));
      expect((await notices(user)).data.filter((n) => n.kind === 'price_alert')).toHaveLength(3);
      expect(heard).toHaveLength(3);
    } finally {
      socket.close();
    }
  });

  it('keeps at most the limit active, carries out a keyed add once, and deletes', async () => {
    const user = await signUp(api);
    const far = (await price()).times(10).toDecimalPlaces(2).toFixed();
    const key = { 'Idempotency-Key': `alert-${Date.now()}` };
    const first = (await add(user, { kind: 'above', price: far }, key)).message;
    const again = (await add(user, { kind: 'above', price: far }, key)).message;
    expect(again.id).toBe(first.id);
    expect(await list(user)).toHaveLength(1);
    // The same key with another request is refused.
    expect((await add(user, { kind: 'move', percent: '50' }, key)).type).toBe('error');

    await Promise.all(Array.from({ length: MAX_ACTIVE_ALERTS + 4 }, () => add(user, { kind: 'move', percent: '90' })));
    expect(await list(user)).toHaveLength(MAX_ACTIVE_ALERTS);
    expect(await add(user, { kind: 'move', percent: '90' })).toMatchObject({
      type: 'error',
      code: alertMessages.tooMany.id,
    });

    // Deleting frees a place; a deleted alert is gone for its owner and never fires.
    expect((await call('POST', 'alert/del', { id: first.id }, user)).type).toBe('ok');
    expect((await call('POST', 'alert/del', { id: first.id }, user)).code).toBe(alertMessages.unknown.id);
    const stranger = await signUp(api);
    const mine = (await list(user))[0] as PriceAlert;
    expect((await call('POST', 'alert/del', { id: mine.id }, stranger)).code).toBe(alertMessages.unknown.id);
    expect((await list(user)).map((a) => a.id)).not.toContain(first.id);
    expect((await add(user, { kind: 'above', price: far })).type).toBe('ok');
    await feed(BTC, new Decimal(far).times(1.5));
    const row = await app.db.selectFrom('price_alert').select('state').where('id', '=', first.id).executeTakeFirst();
    expect(row?.state).toBe('deleted');
  });

  it('an active alert survives a restart and fires on the next tick that crosses, once', async () => {
    const user = await signUp(api);
    // Set against the price the tests moved; after the restart the walk's own price is recorded again.
    const set = (await add(user, { kind: 'below', price: base.times(0.5).toDecimalPlaces(2).toFixed() })).message;
    await app.http.close();

    app = await buildApp({ config: loadConfig({ ...env }) });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    app.services.market.pause();
    expect((await list(user)).find((a) => a.id === set.id)?.status).toBe('active');

    const crossing = await feed(BTC, base.times(0.4));
    const fired = await until('the alert after the restart', async () => {
      const a = (await list(user)).find((x) => x.id === set.id);
      return a?.status === 'fired' ? a : null;
    });
    expect(fired.fired_tick).toEqual(crossing);
    await feed(BTC, base.times(0.3));
    const inbox = await notices(user);
    expect(inbox.data.filter((n) => n.kind === 'price_alert' && n.params.alert === set.id)).toHaveLength(1);
  });
});
