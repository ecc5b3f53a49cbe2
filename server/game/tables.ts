import type { GameDirection, GameResult } from '../../contract/game-rules';

/** One guess: the tick it was made at and, once settled, the tick it settled on (contract/game-rules.ts). */
export interface GameGuessTable {
  id: string;
  user_id: string;
  instrument_id: number;
  symbol: string;
  direction: GameDirection;
  /** The UTC day it counts against (the daily limit). */
  day: number;
  open_tick_id: number;
  open_price: string;
  open_time: number;
  settle_at: number;
  state: 'open' | 'settled';
  settle_tick_id: number | null;
  settle_price: string | null;
  settle_time: number | null;
  result: GameResult | null;
  points: number;
  /** The player's streak after this guess settled (0 while open). */
  streak: number;
  created_at: number;
  settled_at: number | null;
}

/** A player's totals, changed only by settling their guesses. Points rank players; they are not money. */
export interface GamePlayerTable {
  user_id: string;
  points: number;
  streak: number;
  best_streak: number;
  right_count: number;
  wrong_count: number;
  tie_count: number;
  updated_at: number;
}
