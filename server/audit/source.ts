// Reading what the auditor checks, in pages (bounded memory however long the history): rows in id
// order, the recorded ticks they cite, and ledger entries of given kinds with their postings.
import Decimal from 'decimal.js';
import type { Db } from '../core/db';
import type { Posting } from '../ledger/rules';

/** Rows per page. */
export const PAGE = 5000;
/** Values per IN (…) list: under SQLite's bound-parameter limit. */
const CHUNK = 500;

export type Tick = { id: number; instrument_id: number; price: string; time: number };

/** Every page a reader returns, `after` being the last id of the page before. */
export async function* pages<T extends { id: string | number }>(
  read: (after: string | number | null) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after: string | number | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    after = (rows.at(-1) as T).id;
    if (rows.length < PAGE) return;
  }
}

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The recorded ticks with these ids. */
export async function ticksById(db: Db, ids: (number | string | null)[]): Promise<Map<number, Tick>> {
  const wanted = [...new Set(ids.filter((id): id is number | string => id !== null).map(Number))];
  const out = new Map<number, Tick>();
  for (const part of chunks(wanted)) {
    const rows = await db
      .selectFrom('market_tick')
      .select(['id', 'instrument_id', 'price', 'time'])
      .where('id', 'in', part)
      .execute();
    for (const r of rows)
      out.set(Number(r.id), { id: Number(r.id), instrument_id: r.instrument_id, price: r.price, time: Number(r.time) });
  }
  return out;
}

export type JournalEntry = { id: string; kind: string; memo: Record<string, unknown>; postings: Posting[] };

/** Ledger entries of the given kinds, in id order, with their postings. */
export async function* entriesOf(db: Db, kinds: string[]): AsyncGenerator<JournalEntry[]> {
  if (kinds.length === 0) return;
  for await (const page of pages((after) => {
    let q = db.selectFrom('ledger_entry').select(['id', 'kind', 'memo']).where('kind', 'in', kinds);
    if (after !== null) q = q.where('id', '>', String(after));
    return q.orderBy('id').limit(PAGE).execute();
  })) {
    // The page's postings by the entry-id range (the posting table's primary key), in one statement.
    const postings = new Map<string, Posting[]>();
    const rows = await db
      .selectFrom('ledger_posting')
      .select(['entry_id', 'holder', 'account', 'currency', 'field', 'amount'])
      .where('entry_id', '>=', (page[0] as { id: string }).id)
      .where('entry_id', '<=', (page.at(-1) as { id: string }).id)
      .execute();
    for (const r of rows) {
      const list = postings.get(r.entry_id) ?? [];
      list.push({ ...r, field: r.field as Posting['field'] });
      postings.set(r.entry_id, list);
    }
    yield page.map((e) => ({
      id: e.id,
      kind: e.kind,
      memo: JSON.parse(e.memo) as Record<string, unknown>,
      postings: postings.get(e.id) ?? [],
    }));
  }
}

/** What an entry's postings add to one holder's field of a currency (summed over accounts). */
export function amountTo(postings: Posting[], holder: string, currency: string, field: Posting['field'] = 'available') {
  const mine = postings.filter((p) => p.holder === holder && p.currency === currency && p.field === field);
  if (mine.length === 1) return (mine[0] as Posting).amount;
  return mine.reduce((sum, p) => sum.plus(p.amount), new Decimal(0)).toFixed();
}

const BLOCK_MS = 3_600_000;

/**
 * Which recorded tick of an instrument is the first at or after a time: the tick log read once per
 * hour-long block of each instrument, as the checks need them (a day of one instrument's ticks at
 * one a second is 86,400 times).
 */
export function makeTickTimes(db: Db) {
  type Block = { ids: number[]; times: number[]; byId: Map<number, Tick> };
  const blocks = new Map<string, Promise<Block>>();

  function block(instrumentId: number, n: number) {
    const key = `${instrumentId}|${n}`;
    let b = blocks.get(key);
    if (!b) {
      b = db
        .selectFrom('market_tick')
        .select(['id', 'price', 'time'])
        .where('instrument_id', '=', instrumentId)
        .where('time', '>=', n * BLOCK_MS)
        .where('time', '<', (n + 1) * BLOCK_MS)
        .orderBy('time')
        .execute()
        .then((rows) => {
          const ticks = rows.map((r) => ({
            id: Number(r.id),
            instrument_id: instrumentId,
            price: r.price,
            time: Number(r.time),
          }));
          return {
            ids: ticks.map((t) => t.id),
            times: ticks.map((t) => t.time),
            byId: new Map(ticks.map((t) => [t.id, t])),
          };
        });
      blocks.set(key, b);
    }
    return b;
  }

  return {
    /**
     * The tick `id` of `instrumentId` recorded at `time` as a row says: undefined when the log has
     * no such tick there (a wrong id, instrument or time all show as missing or as another tick).
     */
    async cited(
      instrumentId: number,
      id: number | string | null,
      time: number | string | null,
    ): Promise<Tick | undefined> {
      if (id === null || time === null) return undefined;
      return (await block(instrumentId, Math.floor(Number(time) / BLOCK_MS))).byId.get(Number(id));
    },
    /** The id of the first tick of `instrumentId` at or after `at`, looking no further than `until`. */
    async firstAtOrAfter(instrumentId: number, at: number, until: number): Promise<number | null> {
      for (let n = Math.floor(at / BLOCK_MS); n * BLOCK_MS <= until; n++) {
        const { ids, times } = await block(instrumentId, n);
        let lo = 0;
        let hi = times.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((times[mid] as number) < at) lo = mid + 1;
          else hi = mid;
        }
        if (lo < times.length) return ids[lo] as number;
      }
      return null;
    },
  };
}

export type TickTimes = ReturnType<typeof makeTickTimes>;
