// Auction bids with group commit (issue 17, ADR 21). A bid must be judged against the bid before
// it, so bids on one auction are serial by nature; one write transaction per bid would make a
// thousand bidders wait for a thousand commits. Instead bids queue here and each batch (whatever
// arrived while the previous one was written) is one transaction: the auctions in it are locked
// and read once, every bid is judged in arrival order in memory by contract/nft-rules.ts against
// the state the bids before it left, the margins of first bids are frozen through the batch
// ledger, and the bids, margins, listings and messages are written together. A refused bid
// changes nothing; its caller gets its refusal, the others their acceptance.
import Decimal from 'decimal.js';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { auctionRequest } from '../../contract/nft';
import { bidOf, endAfterBid } from '../../contract/nft-rules';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger, Trx } from '../ledger/ledger';
import { auctionRefusal } from './checks';
import { nftMessages } from './messages';
import { COIN, holderOf, marginHoldEntry } from './money';
import type { NftStore } from './store';
import type { NftBidTable } from './tables';
import type { ListingRow } from './view';

type Bid = { userId: string; f: z.output<typeof auctionRequest>; key: string | null; hash: string };
type Waiting = Bid & { resolve: () => void; reject: (err: Error) => void };
type Deps = {
  db: Db;
  kind: DbKind;
  ledger: Ledger;
  batch: BatchLedger;
  ids: Ids;
  clock: Clock;
  store: NftStore;
  /** Told the codes of the auctions a committed batch moved (./live.ts tells their watchers). */
  announce: (codes: string[]) => void;
};

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const MAX_BATCH = 2000;

/** The bid's refusal by the auction as the bids before it left it, or the price it bids. */
function judge(l: ListingRow | undefined, b: Bid, now: number): Refusal | { bid: string } {
  const refused = auctionRefusal(l, b.userId, now);
  if (refused || !l) return refused ?? new Refusal(nftMessages.notOnSale);
  if (b.f.current !== undefined) {
    const seen = b.f.current === '' ? null : b.f.current;
    const moved =
      seen === null
        ? l.current_bid !== null
        : !(l.current_bid && AMOUNT.test(seen) && new Decimal(l.current_bid).eq(seen));
    if (moved) return new Refusal(nftMessages.bidMoved, { amount: l.current_bid ?? l.price, currency: l.currency });
  }
  if (l.leader === b.userId) return new Refusal(nftMessages.leading);
  const judged = bidOf(l, b.f.price);
  if (judged.ok) return { bid: judged.bid };
  if (!AMOUNT.test(b.f.price)) return new Refusal(nftMessages.badIncrease);
  return new Refusal(nftMessages.bidTooLow, { amount: l.current_bid ?? l.price, currency: l.currency });
}

export function makeBidDesk({ db, kind, ledger, batch, ids, clock, store, announce }: Deps) {
  const queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  /** Judges and writes one batch inside `trx`; returns each bid's refusal or null. */
  async function write(trx: Trx, bids: Bid[]): Promise<(Refusal | null)[]> {
    const now = clock.now();
    const codes = [...new Set(bids.map((b) => b.f.code))].sort();
    const listings = new Map<string, ListingRow>();
    for (const code of codes) {
      const l = await store.listing(trx, { code }, true);
      if (l) listings.set(code, { ...l });
    }
    const open = [...listings.values()];
    const held = new Set(
      open.length
        ? (
            await trx
              .selectFrom('nft_margin')
              .select(['listing_id', 'user_id'])
              .where(
                'listing_id',
                'in',
                open.map((l) => l.id),
              )
              .execute()
          ).map((m) => `${m.listing_id}|${m.user_id}`)
        : [],
    );
    // What each bidder has free for a margin, as the batch spends it.
    const holders = [...new Set(bids.map((b) => holderOf(b.userId)))];
    let bq = trx
      .selectFrom('balance')
      .select(['holder', 'currency', 'available'])
      .where('holder', 'in', holders)
      .where('account', '=', COIN)
      // Locked in the ledger's key order, as ledger.post locks balances, so the two cannot deadlock.
      .orderBy('holder')
      .orderBy('currency');
    if (kind === 'postgres') bq = bq.forUpdate();
    const free = new Map((await bq.execute()).map((r) => [`${r.holder}|${r.currency}`, new Decimal(r.available)]));

    const outcomes: (Refusal | null)[] = [];
    const margins: EntryInput[] = [];
    const marginRows: { listing_id: number; user_id: string; amount: string; currency: string }[] = [];
    const bidRows: Insertable<NftBidTable>[] = [];
    const outbid: { userId: string; listing: number; amount: string; currency: string }[] = [];
    const refusedKeys: Bid[] = [];
    for (const b of bids) {
      // A keyed bid is remembered before it is judged, so its retry — in this batch or a later
      // one — is answered without bidding again; a refused one is forgotten below.
      if (b.key) {
        const fresh = await trx
          .insertInto('idempotency')
          .values({ user_id: b.userId, key: b.key, request_hash: b.hash, response: 'null', created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!fresh) {
          outcomes.push(null);
          continue;
        }
      }
      const l = listings.get(b.f.code);
      const judged = judge(l, b, now);
      if (judged instanceof Refusal || !l) {
        outcomes.push(judged instanceof Refusal ? judged : new Refusal(nftMessages.notOnSale));
        if (b.key) refusedKeys.push(b);
        continue;
      }
      const marginKey = `${l.id}|${b.userId}`;
      if (!held.has(marginKey)) {
        const wallet = `${holderOf(b.userId)}|${l.currency}`;
        const available = free.get(wallet) ?? new Decimal(0);
        if (available.lt(l.margin)) {
          outcomes.push(new Refusal(nftMessages.marginShort, { margin: l.margin, currency: l.currency }));
          if (b.key) refusedKeys.push(b);
          continue;
        }
        free.set(wallet, available.minus(l.margin));
        held.add(marginKey);
        margins.push(
          marginHoldEntry({ listing: l.id, holder: holderOf(b.userId), currency: l.currency, amount: l.margin }, b.key),
        );
        marginRows.push({ listing_id: l.id, user_id: b.userId, amount: l.margin, currency: l.currency });
      }
      if (l.leader) outbid.push({ userId: l.leader, listing: l.id, amount: judged.bid, currency: l.currency });
      bidRows.push({
        id: ids.sortable(now),
        listing_id: l.id,
        user_id: b.userId,
        price: judged.bid,
        raise: b.f.price,
        seq: l.bid_count + 1,
        created_at: now,
      });
      l.end_at = endAfterBid(Number(l.end_at), now, {
        snipe_window_ms: Number(l.snipe_window_ms),
        snipe_extend_ms: Number(l.snipe_extend_ms),
      });
      l.current_bid = judged.bid;
      l.leader = b.userId;
      l.bid_count += 1;
      outcomes.push(null);
    }

    if (margins.length) {
      for (const o of await batch.postMany(trx, margins)) if (!o.ok) throw o.error;
      await trx
        .insertInto('nft_margin')
        .values(marginRows.map((m) => ({ ...m, state: 'held' as const, created_at: now })))
        .execute();
    }
    if (bidRows.length) {
      for (let i = 0; i < bidRows.length; i += 500)
        await trx
          .insertInto('nft_bid')
          .values(bidRows.slice(i, i + 500))
          .execute();
      for (const l of listings.values())
        await trx
          .updateTable('nft_listing')
          .set({ current_bid: l.current_bid, leader: l.leader, bid_count: l.bid_count, end_at: l.end_at })
          .where('id', '=', l.id)
          .execute();
      // One "outbid" message per bidder and auction, unless they lead again when the batch ends.
      const leaders = new Map([...listings.values()].map((l) => [l.id, l.leader]));
      const last = new Map(outbid.map((o) => [`${o.listing}|${o.userId}`, o]));
      for (const o of last.values())
        if (leaders.get(o.listing) !== o.userId)
          await store.tell(trx, o.userId, {
            kind: 'outbid',
            listing: o.listing,
            amount: o.amount,
            currency: o.currency,
          });
    }
    for (const b of refusedKeys)
      await trx
        .deleteFrom('idempotency')
        .where('user_id', '=', b.userId)
        .where('key', '=', b.key as string)
        .execute();
    return outcomes;
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const taken = queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await ledger.write((trx) => write(trx, taken));
        const moved = new Set<string>();
        taken.forEach((w, i) => {
          const refusal = outcomes[i];
          if (refusal) w.reject(refusal);
          else {
            w.resolve();
            moved.add(w.f.code);
          }
        });
        if (moved.size) announce([...moved]);
      } catch (err) {
        for (const w of taken) w.reject(err instanceof Error ? err : new Error(String(err)));
      }
    }
  }

  function kick(): void {
    if (running) return;
    running = new Promise<void>((done) => setImmediate(done)).then(drain).finally(() => {
      running = null;
      if (queue.length > 0) kick();
    });
  }

  return {
    /** auctionNFT: resolves once the bid is committed; rejects with its refusal. */
    async bid(userId: string, f: z.output<typeof auctionRequest>, key: string | null): Promise<void> {
      const hash = requestHash(['nft.bid', f]);
      if (await replayOf(db, userId, key, hash)) return;
      await new Promise<void>((resolve, reject) => {
        queue.push({ userId, f, key, hash, resolve, reject });
        kick();
      });
    },

    async flush(): Promise<void> {
      while (running) await running;
    },
  };
}

export type BidDesk = ReturnType<typeof makeBidDesk>;
