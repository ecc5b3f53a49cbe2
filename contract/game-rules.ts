// The mini game's rules, pure (issue 39; spec §1 "mini game"): points, never money. A player
// guesses whether BTC will be higher or lower GAME.minutes after the guess than at the recorded tick
// current when the guess was made; the guess settles on the first recorded tick at or after that
// instant (both ticks cited, as options settle). Scoring, shared by the server and the screen:
// - right: GAME.points, plus GAME.streakBonus for each right guess before it in the current streak,
//   counting at most GAME.streakCap of them (10, 15, 20, 25, 30, 30 …); the streak grows by one;
// - wrong: no points, and the streak starts again from zero;
// - the same price (a tie): no points, and the streak stays as it was.
// Guesses of one player settle in the order of their settlement instants, which is the order the
// streak counts them in. At most GAME.perDay guesses a player per UTC day. Nothing is staked,
// bought or paid out: points only rank players.
import Decimal from 'decimal.js';

export const GAME = {
  symbol: 'BTC/USDT',
  minutes: 60,
  perDay: 5,
  points: 10,
  streakBonus: 5,
  streakCap: 4,
  leaderboard: 20,
} as const;

export type GameDirection = 'up' | 'down';
export type GameResult = 'right' | 'wrong' | 'tie';

const DAY = 86_400_000;

/** The UTC day (days since the epoch) a guess made at `t` counts against. */
export const gameDay = (t: number) => Math.floor(t / DAY);

/** When a guess made at `t` settles: the first recorded tick at or after this instant. */
export const settleAtOf = (t: number) => t + GAME.minutes * 60_000;

/** Whether the guess was right, wrong, or a tie (the same price). */
export function resultOf(direction: GameDirection, open: string, close: string): GameResult {
  const c = new Decimal(close).comparedTo(open);
  if (c === 0) return 'tie';
  return c > 0 === (direction === 'up') ? 'right' : 'wrong';
}

/** The points a result scores and the streak after it, from the streak before it. */
export function scoreOf(result: GameResult, streakBefore: number): { points: number; streak: number } {
  if (result === 'tie') return { points: 0, streak: streakBefore };
  if (result === 'wrong') return { points: 0, streak: 0 };
  return {
    points: GAME.points + GAME.streakBonus * Math.min(streakBefore, GAME.streakCap),
    streak: streakBefore + 1,
  };
}

/** Guesses left today after `played`. */
export const guessesLeft = (played: number) => Math.max(0, GAME.perDay - played);
