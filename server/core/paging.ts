// A page of a table's rows, newest first (created_at, then id: time-first ids break ties), with
// the number of rows the query's filters match: what every "my …" list and back-office list reads.
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './tables';

export type Paging = { page: number; limit: number };

export async function newestPage<TB extends keyof Database>(
  // biome-ignore lint/complexity/noBannedTypes: a query with no selection yet is Kysely's `{}`
  q: SelectQueryBuilder<Database, TB, {}>,
  f: Paging,
): Promise<{ rows: Selectable<Database[TB]>[]; total: number }> {
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as Selectable<Database[TB]>[], total: Number((count as { n: number }).n) };
}
