import type { Kysely } from 'kysely';

// Fencing (issue 33, ADR 23): every change of a lease's holder counts up its generation, and the
// holder's effects (recorded ticks, order-book batches) are written only while the lease still has
// the generation it took over with, so a paused old holder that wakes up cannot write beside the
// new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lease')
    .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lease').dropColumn('generation').execute();
}
