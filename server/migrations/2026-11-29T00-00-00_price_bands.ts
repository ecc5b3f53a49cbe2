import type { Kysely } from 'kysely';

// Price bands (issue 32, ADR 22): a limit order's price must lie within this fraction of the last
// recorded price, per spot pair and per contract; operators edit it in the back office.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['spot_pair', 'lever_product']) {
    await db.schema
      .alterTable(table)
      .addColumn('price_band', 'text', (c) => c.notNull().defaultTo('0.2'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['spot_pair', 'lever_product'])
    await db.schema.alterTable(table).dropColumn('price_band').execute();
}
