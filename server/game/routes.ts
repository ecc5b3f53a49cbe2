// Mini game calls (issue 39; README "Mini game", contract/game.ts). Points only: no call moves money.
import type { FastifyInstance } from 'fastify';
import { gameHistoryRequest, guessRequest } from '../../contract/game';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, type SessionResolver, sessionOf } from '../core/protocol';
import { gameMessages } from './messages';
import type { Game } from './service';

export async function gameRoutes(app: FastifyInstance, { game, sessions }: { game: Game; sessions: SessionResolver }) {
  const guarded = { config: { guard: 'session' as const } };

  app.get('/game/state', guarded, async (req) => game.state(sessionOf(req).userId));

  app.post('/game/guess', guarded, async (req) =>
    game.guess(
      sessionOf(req).userId,
      parseFields(req, guessRequest, { direction: gameMessages.direction }).direction,
      idempotencyKey(req),
    ),
  );

  // Open to guests; a signed-in reader also gets their own place.
  app.get('/game/leaderboard', async (req) => {
    const session = req.token ? await sessions.resolve(req.token) : null;
    return game.leaderboard(session?.userId ?? null);
  });

  app.get('/game/history', guarded, async (req) =>
    game.history(sessionOf(req).userId, parseFields(req, gameHistoryRequest)),
  );
}
