// The bid desk's bulk writes (./bids.ts): a batch's Idempotency-Keys claimed, its bids and its
// outbid messages inserted, per database as the batch ledger writes (ledger/batch-sqlite.ts,
// batch-postgres.ts). On SQLite,
// a statement prepared once and run per row inside the write transaction costs a few
// microseconds a row; on PostgreSQL, one statement per table takes the rows as one JSON array.
// A Kysely insert of a thousand rows builds and compiles a node per value: most of a burst's
// transaction.
import type SQLite from 'better-sqlite3';
import type { OpenedDb } from '../core/db';
import { insertJson } from '../ledger/batch-postgres';
import type { Trx } from '../ledger/ledger';
import type { IdempotencyTable } from '../ledger/tables';
import type { NftBidTable, NftMessageRow } from './tables';

/** An idempotency row and a bid row, as their tables hold them. */
export type KeyClaim = IdempotencyTable;
export type BidRow = NftBidTable;

export type BidRows = {
  /** Inserts each key not yet used by its user; says, per claim, whether it was (true: fresh). */
  claim(trx: Trx, claims: KeyClaim[]): Promise<boolean[]>;
  insertBids(trx: Trx, bids: BidRow[]): Promise<void>;
  insertMessages(trx: Trx, messages: NftMessageRow[]): Promise<void>;
};

function sqliteBidRows(sqlite: SQLite.Database): BidRows {
  // Prepared on first use: the tables exist only once migrations have run.
  let statements: { claim: SQLite.Statement; bid: SQLite.Statement; message: SQLite.Statement } | null = null;
  function inWrite() {
    // Outside the caller's transaction each statement would commit alone.
    if (!sqlite.inTransaction) throw new Error('the bid desk writes inside ledger.write');
    statements ??= {
      claim: sqlite.prepare(
        'insert into idempotency (user_id, key, request_hash, response, created_at) values (?, ?, ?, ?, ?) on conflict do nothing',
      ),
      bid: sqlite.prepare(
        'insert into nft_bid (id, listing_id, user_id, price, raise, seq, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      ),
      message: sqlite.prepare(
        'insert into nft_message (id, user_id, kind, listing_id, order_id, amount, currency, is_read, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
    };
    return statements;
  }
  return {
    async claim(_trx, claims) {
      const s = inWrite();
      return claims.map((c) => s.claim.run(c.user_id, c.key, c.request_hash, c.response, c.created_at).changes === 1);
    },
    async insertBids(_trx, bids) {
      const s = inWrite();
      for (const b of bids) s.bid.run(b.id, b.listing_id, b.user_id, b.price, b.raise, b.seq, b.created_at);
    },
    async insertMessages(_trx, messages) {
      const s = inWrite();
      for (const m of messages)
        s.message.run(m.id, m.user_id, m.kind, m.listing_id, m.order_id, m.amount, m.currency, m.is_read, m.created_at);
    },
  };
}

function postgresBidRows(): BidRows {
  return {
    async claim(trx, claims) {
      const fresh = await insertJson<{ user_id: string; key: string }>(
        trx,
        'insert into idempotency (user_id, key, request_hash, response, created_at)',
        [
          ['user_id', 'text'],
          ['key', 'text'],
          ['request_hash', 'text'],
          ['response', 'text'],
          ['created_at', 'bigint'],
        ],
        claims,
        ' on conflict do nothing returning user_id, key',
      );
      const claimed = new Set(fresh.map((r) => `${r.user_id}|${r.key}`));
      return claims.map((c) => claimed.has(`${c.user_id}|${c.key}`));
    },
    async insertBids(trx, bids) {
      await insertJson(
        trx,
        'insert into nft_bid (id, listing_id, user_id, price, raise, seq, created_at)',
        [
          ['id', 'text'],
          ['listing_id', 'integer'],
          ['user_id', 'text'],
          ['price', 'text'],
          ['raise', 'text'],
          ['seq', 'integer'],
          ['created_at', 'bigint'],
        ],
        bids,
      );
    },
    async insertMessages(trx, messages) {
      await insertJson(
        trx,
        'insert into nft_message (id, user_id, kind, listing_id, order_id, amount, currency, is_read, created_at)',
        [
          ['id', 'text'],
          ['user_id', 'text'],
          ['kind', 'text'],
          ['listing_id', 'integer'],
          ['order_id', 'text'],
          ['amount', 'text'],
          ['currency', 'text'],
          ['is_read', 'integer'],
          ['created_at', 'bigint'],
        ],
        messages,
      );
    },
  };
}

export const makeBidRows = (opened: OpenedDb): BidRows =>
  opened.kind === 'sqlite' ? sqliteBidRows(opened.sqlite) : postgresBidRows();
