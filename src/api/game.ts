// Mini game calls (issue 39; contract/game.ts, README "Mini game"). Points only: nothing here moves
// money. A guess carries an Idempotency-Key so a retried tap is one guess.
import type { GameDirection, GameGuess, GameHistoryPage, GameLeaderboard, GameState } from '../../contract/game';
import { api, type CallOptions } from './client';

export const GAME_PAGE_SIZE = 10;

export const getGameState = (opts?: CallOptions) => api.get<GameState>('game/state', {}, opts);

export const makeGuess = (direction: GameDirection, requestId: string, opts?: CallOptions) =>
  api.post<GameGuess>('game/guess', { direction }, { ...opts, idempotencyKey: requestId });

export const getLeaderboard = (opts?: CallOptions) => api.get<GameLeaderboard>('game/leaderboard', {}, opts);

export const getGameHistory = (page: number, opts?: CallOptions, limit = GAME_PAGE_SIZE) =>
  api.get<GameHistoryPage>('game/history', { page, limit }, opts);
