// The mini game on the wire (issue 39; spec §2 game/game; rules in contract/game-rules.ts). Points
// only: no endpoint takes or pays money. Times epoch milliseconds; prices decimal strings.
import { z } from 'zod';
import type { GameDirection, GameResult } from './game-rules';
import { wireInt } from './numbers';
import type { CitedTick } from './options';

/** POST /game/guess (an Idempotency-Key, when sent, makes a retry answer the same guess). */
export const guessRequest = z.object({ direction: z.enum(['up', 'down']) });

export const gameHistoryRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});

export type GameGuess = {
  id: string;
  symbol: string;
  direction: GameDirection;
  /** The recorded tick current when the guess was made. */
  open_tick: CitedTick;
  /** When it settles: the first recorded tick at or after this instant. */
  settle_at: number;
  state: 'open' | 'settled';
  settle_tick: CitedTick | null;
  result: GameResult | null;
  points: number;
  /** The streak after this guess (settled guesses). */
  streak: number;
  created_at: number;
};

export type GamePlayer = {
  points: number;
  streak: number;
  best_streak: number;
  right: number;
  wrong: number;
  ties: number;
  /** 1 + the players with more points; null before the first settled guess. */
  rank: number | null;
};

/** GET /game/state. */
export type GameState = {
  symbol: string;
  /** The recorded price a guess now would be made at, or null before there is one. */
  price: CitedTick | null;
  today: { played: number; left: number; limit: number };
  player: GamePlayer;
  /** Guesses waiting for their settlement tick, soonest first. */
  open: GameGuess[];
  rules: { minutes: number; points: number; streak_bonus: number; streak_cap: number; per_day: number };
};

export type GameLeader = { rank: number; name: string; points: number; best_streak: number; me: boolean };

/** GET /game/leaderboard: the top players and the reader's own place. */
export type GameLeaderboard = { top: GameLeader[]; me: { rank: number | null; points: number } | null };

export type GameHistoryPage = { list: GameGuess[]; total: number; page: number; limit: number };

export type { GameDirection, GameResult };
