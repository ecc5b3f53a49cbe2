// The mini game on a real server and database (issue 39): a guess made at the recorded tick settles
// on the first recorded tick at or after the hour, citing both; points with the streak bonus, a tie
// that keeps the streak, a wrong guess that ends it; at most five guesses a UTC day (also when sent
// at once); a retry under one Idempotency-Key is one guess; the leaderboard and the reader's rank.
// Points only: no ledger entry is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameGuess, GameHistoryPage, GameLeaderboard, GameState } from '../../contract/game';
import { GAME } from '../../contract/game-rules';
import type { App } from '../../server/app';
import { gameMessages } from '../../server/game/messages';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  type ApiClient,
  advanceClock,
  atOnce,
  DB_TARGETS,
  pricesRecorded,
  recordTick,
  signIn,
  signUp,
  startInProcess,
  type User,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DB_TARGETS)('the mini game on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
    // Prices hold still: the only ticks that move them are the ones these tests record.
    app.services.market.pause();
  }, 60_000);
  afterAll(async () => stop?.());

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string>,
    user?: User,
    headers = {},
  ) => (await api.call<T>(method, path, fields, { ...user?.auth, ...headers })).body;
  const feed = (price: string) => recordTick(app, api, BTC, price, 'game.settle');
  const guess = (user: User, direction: 'up' | 'down', headers = {}) =>
    call<GameGuess>('POST', 'game/guess', { direction }, user, headers);
  const state = async (user: User) => (await call<GameState>('GET', 'game/state', {}, user)).message;
  const history = async (user: User) => (await call<GameHistoryPage>('GET', 'game/history', {}, user)).message.list;

  it('settles a guess on the first recorded tick at or after the hour, citing both ticks, and scores it', async () => {
    let user = await signUp(api);
    const open = await feed('100000');
    const g = (await guess(user, 'up')).message;
    expect(g).toMatchObject({ state: 'open', direction: 'up', symbol: 'BTC/USDT', points: 0 });
    expect(g.open_tick).toEqual({ id: open.id, price: '100000', time: open.time });
    expect(g.settle_at).toBe(g.created_at + HOUR);
    expect((await state(user)).open.map((o) => o.id)).toEqual([g.id]);

    // A tick before the hour does not settle it.
    await advanceClock(api, HOUR - 60_000);
    await feed('90000');
    user = await signIn(api, user);
    expect((await state(user)).open).toHaveLength(1);
    await advanceClock(api, 60_000);
    const close = await feed('100500');
    const [settled] = await history(user);
    expect(settled).toMatchObject({ state: 'settled', result: 'right', points: GAME.points, streak: 1 });
    expect(settled?.settle_tick).toEqual({ id: close.id, price: '100500', time: close.time });
    const s = await state(user);
    expect(s.player).toMatchObject({ points: 10, streak: 1, best_streak: 1, right: 1, rank: 1 });
    expect(s.today).toEqual({ played: 1, left: 4, limit: 5 });
    // Settling again changes nothing.
    await app.services.jobs.run('game.settle');
    expect((await state(user)).player.points).toBe(10);
    const entries = await app.db.selectFrom('ledger_entry').select('id').where('actor', 'like', '%game%').execute();
    expect(entries).toHaveLength(0);
  }, 60_000);

  it('adds the streak bonus, keeps the streak on a tie and ends it on a wrong guess', async () => {
    let user = await signUp(api);
    const results: [direction: 'up' | 'down', close: string][] = [
      ['up', '101000'],
      ['down', '99000'],
      ['down', '100000'],
      ['up', '100500'],
      ['up', '99000'],
    ];
    await feed('100000');
    for (const [direction, close] of results) {
      expect((await guess(user, direction)).type).toBe('ok');
      await advanceClock(api, HOUR);
      await feed(close);
      user = await signIn(api, user);
      await advanceClock(api, 60_000);
      await feed('100000');
    }
    const list = (await history(user)).reverse();
    expect(list.map((g) => [g.result, g.points, g.streak])).toEqual([
      ['right', 10, 1],
      ['right', 15, 2],
      ['tie', 0, 2],
      ['right', 20, 3],
      ['wrong', 0, 0],
    ]);
    expect((await state(user)).player).toMatchObject({
      points: 45,
      streak: 0,
      best_streak: 3,
      right: 3,
      wrong: 1,
      ties: 1,
    });
    const board = (await call<GameLeaderboard>('GET', 'game/leaderboard', {}, user)).message;
    expect(board.me).toEqual({ rank: 1, points: 45 });
    expect(board.top[0]).toMatchObject({ rank: 1, points: 45, me: true });
    const guest = (await call<GameLeaderboard>('GET', 'game/leaderboard', {})).message;
    expect(guest.me).toBeNull();
    expect(guest.top.length).toBeLessThanOrEqual(GAME.leaderboard);
  }, 60_000);

  it('allows five guesses a UTC day, also when twenty are sent at once, and one per Idempotency-Key', async () => {
    // Start of a fresh UTC day, so the five all count against it.
    const now = await advanceClock(api, 0);
    await advanceClock(api, DAY - (now % DAY) + 60_000);
    await feed('100000');
    const user = await signUp(api);
    const key = { 'Idempotency-Key': `game-${target}-${Date.now()}` };
    const first = (await guess(user, 'up', key)).message;
    expect((await guess(user, 'up', key)).message.id).toBe(first.id);
    const replies = await atOnce(20, () => guess(user, 'down'));
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(4);
    expect(replies.filter((r) => r.type !== 'ok').every((r) => r.code === gameMessages.dailyLimit.id)).toBe(true);
    expect((await state(user)).today).toEqual({ played: 5, left: 0, limit: 5 });
    expect((await guess(user, 'sideways' as 'up')).code).toBe(gameMessages.direction.id);
  }, 60_000);
});
