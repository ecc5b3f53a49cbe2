// The mini game for its players (issue 39; README "Mini game"; rules in contract/game-rules.ts):
// a guess against the recorded BTC price now, at most GAME.perDay a UTC day (the count and the
// insert it allows are one step under the player's row lock), the player's totals and open
// guesses, the leaderboard and the history. Points only: nothing here touches the ledger.
// Settlement is ./settle.ts.

import type { z } from 'zod';
import type { GameGuess, GameHistoryPage, GameLeaderboard, GameState, gameHistoryRequest } from '../../contract/game';
import { GAME, type GameDirection, gameDay, guessesLeft, settleAtOf } from '../../contract/game-rules';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash, runOnce } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { newestPage } from '../core/paging';
import { lockRows } from '../core/row-lock';
import { instrumentBySymbol } from '../market/instruments';
import type { Market } from '../market/service';
import { gameMessages } from './messages';
import { guessView, type PlayerRow, playerView } from './view';

type Deps = { db: Db; kind: DbKind; ids: Ids; clock: Clock; market: Market };

/** The row lock a player's guesses and settlements take (core/row-lock.ts). */
export const playerLock = (userId: string) => `game:${userId}`;

export function makeGame({ db, kind, ids, clock, market }: Deps) {
  const player = (userId: string) =>
    db.selectFrom('game_player').selectAll().where('user_id', '=', userId).executeTakeFirst();

  /** 1 + the players with more points; null for one who has no settled guess yet. */
  async function rankOf(p: PlayerRow | undefined): Promise<number | null> {
    if (!p || p.right_count + p.wrong_count + p.tie_count === 0) return null;
    const above = await db
      .selectFrom('game_player')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('points', '>', p.points)
      .executeTakeFirstOrThrow();
    return Number(above.n) + 1;
  }

  async function playedToday(trx: Pick<Db, 'selectFrom'>, userId: string, now: number) {
    const row = await trx
      .selectFrom('game_guess')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('day', '=', gameDay(now))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async state(userId: string): Promise<GameState> {
      const now = clock.now();
      const [price, played, p, open] = await Promise.all([
        market.recordedPrice(GAME.symbol),
        playedToday(db, userId, now),
        player(userId),
        db
          .selectFrom('game_guess')
          .selectAll()
          .where('user_id', '=', userId)
          .where('state', '=', 'open')
          .orderBy('settle_at')
          .execute(),
      ]);
      return {
        symbol: GAME.symbol,
        price: price ? { id: price.tick_id, price: price.price, time: price.time } : null,
        today: { played, left: guessesLeft(played), limit: GAME.perDay },
        player: playerView(p, await rankOf(p)),
        open: open.map(guessView),
        rules: {
          minutes: GAME.minutes,
          points: GAME.points,
          streak_bonus: GAME.streakBonus,
          streak_cap: GAME.streakCap,
          per_day: GAME.perDay,
        },
      };
    },

    async guess(userId: string, direction: GameDirection, key: string | null): Promise<GameGuess> {
      const hash = requestHash(['game.guess', direction]);
      const replay = await replayOf<GameGuess>(db, userId, key, hash);
      if (replay) return replay.answer;
      const inst = instrumentBySymbol(GAME.symbol);
      const tick = await market.recordedPrice(GAME.symbol);
      if (!inst || !tick) throw new Refusal(gameMessages.noPrice);
      return db.transaction().execute((trx) =>
        runOnce(trx, clock.now(), userId, key, hash, async () => {
          await lockRows(trx, kind, [playerLock(userId)]);
          const now = clock.now();
          if ((await playedToday(trx, userId, now)) >= GAME.perDay)
            throw new Refusal(gameMessages.dailyLimit, { limit: GAME.perDay });
          const row = {
            id: ids.sortable(now),
            user_id: userId,
            instrument_id: inst.id,
            symbol: GAME.symbol,
            direction,
            day: gameDay(now),
            open_tick_id: tick.tick_id,
            open_price: tick.price,
            open_time: tick.time,
            settle_at: settleAtOf(now),
            state: 'open' as const,
            settle_tick_id: null,
            settle_price: null,
            settle_time: null,
            result: null,
            points: 0,
            streak: 0,
            created_at: now,
            settled_at: null,
          };
          await trx.insertInto('game_guess').values(row).execute();
          return guessView(row);
        }),
      );
    },

    async leaderboard(userId: string | null): Promise<GameLeaderboard> {
      const rows = await db
        .selectFrom('game_player as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.user_id', 'p.points', 'p.best_streak', 'u.nickname'])
        .where((eb) => eb.or([eb('p.right_count', '>', 0), eb('p.wrong_count', '>', 0), eb('p.tie_count', '>', 0)]))
        .orderBy('p.points', 'desc')
        .orderBy('p.updated_at', 'asc')
        .orderBy('p.user_id')
        .limit(GAME.leaderboard)
        .execute();
      // Ranks as rankOf counts them: players with equal points share a rank.
      const top = rows.map((r) => ({
        rank: rows.filter((o) => o.points > r.points).length + 1,
        name: r.nickname,
        points: r.points,
        best_streak: r.best_streak,
        me: r.user_id === userId,
      }));
      if (!userId) return { top, me: null };
      const p = await player(userId);
      return { top, me: { rank: await rankOf(p), points: p?.points ?? 0 } };
    },

    async history(userId: string, f: z.output<typeof gameHistoryRequest>): Promise<GameHistoryPage> {
      const { rows, total } = await newestPage(db.selectFrom('game_guess').where('user_id', '=', userId), f);
      return { list: rows.map(guessView), total, page: f.page, limit: f.limit };
    },
  };
}

export type Game = ReturnType<typeof makeGame>;
