// How many items wait in each review queue, for the navigation's badges. Six counts on indexed
// state columns, asked in parallel: cheap enough to repeat every minute for every operator.
import { sql } from 'kysely';
import type { QueueCounts } from '../../contract/admin';
import type { Db } from '../core/db';

// Postgres answers count(*) as a string (bigint), SQLite as a number.
const n = sql<number | string>`count(*)`.as('n');
const value = (row: { n: number | string }) => Number(row.n);

export async function queueCounts(db: Db): Promise<QueueCounts> {
  const [kyc, recharge, withdraw, adjustment, support, nft] = await Promise.all([
    db.selectFrom('kyc_submission').select(n).where('state', '=', 'review').executeTakeFirstOrThrow().then(value),
    db.selectFrom('recharge').select(n).where('state', '=', 'review').executeTakeFirstOrThrow().then(value),
    db.selectFrom('withdrawal').select(n).where('state', '=', 'review').executeTakeFirstOrThrow().then(value),
    db.selectFrom('balance_adjustment').select(n).where('state', '=', 'pending').executeTakeFirstOrThrow().then(value),
    db
      .selectFrom('support_conversation')
      .select(n)
      .where('state', '=', 'open')
      .whereRef('last_seq', '>', 'desk_read_seq')
      .executeTakeFirstOrThrow()
      .then(value),
    db.selectFrom('nft_order').select(n).where('state', '=', 'review').executeTakeFirstOrThrow().then(value),
  ]);
  return { kyc, recharge, withdraw, adjustment, support, nft };
}
