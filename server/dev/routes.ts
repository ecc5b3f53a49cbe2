// Developer-only calls, absent when NODE_ENV=production.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wireInt } from '../../contract/numbers';
import type { OffsetClock } from '../core/clock';
import type { Db } from '../core/db';
import { parseFields } from '../core/protocol';
import type { Publisher } from '../proof/publish';

const outboxRequest = z.object({ to: z.string().trim().min(1).max(254) });
const clockRequest = z.object({
  advance_ms: wireInt({ max: 400 * 86_400_000 }),
});

export async function devRoutes(
  app: FastifyInstance,
  { db, clock, publisher }: { db: Db; clock: OffsetClock; publisher: Publisher },
) {
  /** POST /api/dev/clock {advance_ms}: moves the server's clock forward → message: the new time (ms). */
  app.post('/dev/clock', async (req) => {
    clock.advance(parseFields(req, clockRequest).advance_ms);
    return clock.now();
  });

  /**
   * POST /api/dev/proof: publishes the proof of liabilities now (as the daily job would), so a demo
   * account made since the last publication can verify its balances → message: {id, status}.
   */
  app.post('/dev/proof', async () => publisher.publish('dev'));

  /** GET /api/dev/outbox?to=ADDRESS: messages sent to an address or phone (+<area><number>), newest first. */
  app.get('/dev/outbox', async (req) => {
    const { to } = parseFields(req, outboxRequest);
    return db
      .selectFrom('outbox')
      .select(['channel', 'destination', 'subject', 'body', 'created_at'])
      .where('destination', '=', to.includes('@') ? to.toLowerCase() : to)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
  });
}
