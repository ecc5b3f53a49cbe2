// Game rows as the wire shows them (contract/game.ts).
import type { GameGuess, GamePlayer } from '../../contract/game';
import type { GameGuessTable, GamePlayerTable } from './tables';

export type GuessRow = GameGuessTable;
export type PlayerRow = GamePlayerTable;

export const guessView = (g: GuessRow): GameGuess => ({
  id: g.id,
  symbol: g.symbol,
  direction: g.direction,
  open_tick: { id: Number(g.open_tick_id), price: g.open_price, time: Number(g.open_time) },
  settle_at: Number(g.settle_at),
  state: g.state,
  settle_tick:
    g.settle_tick_id === null || g.settle_price === null || g.settle_time === null
      ? null
      : { id: Number(g.settle_tick_id), price: g.settle_price, time: Number(g.settle_time) },
  result: g.result,
  points: g.points,
  streak: g.streak,
  created_at: Number(g.created_at),
});

export const playerView = (p: PlayerRow | undefined, rank: number | null): GamePlayer => ({
  points: p?.points ?? 0,
  streak: p?.streak ?? 0,
  best_streak: p?.best_streak ?? 0,
  right: p?.right_count ?? 0,
  wrong: p?.wrong_count ?? 0,
  ties: p?.tie_count ?? 0,
  rank,
});
