// Auction bids with group commit (issue 17, ADR 21). A bid must be judged against the bid before
// it, so bids on one auction are serial by nature; one write transaction per bid would make a
// thousand bidders wait for a thousand commits. Instead bids queue here and each batch (whatever
// arrived while the previous one was written) is one transaction: the auctions in it are locked
// and read once, every bid is judged in arrival order in memory by contract/nft-rules.ts against
// the state the bids before it left, the margins of first bids are frozen through the batch
// ledger, and the bids, margins, listings and messages are written together, each kind in one
// statement. A refused bid changes nothing; its caller gets its refusal, the others their receipt
// (the bid as made, with its number), known without reading anything back. A bid's
// Idempotency-Key is claimed in the same transaction, the batch's keys in one statement: a key
// already used answers the receipt of the bid it made.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { auctionRequest, NftBidReceipt } from '../../contract/nft';
import { bidOf, endAfterBid } from '../../contract/nft-rules';
import type { Clock } from '../core/clock';
import type { DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import { requestHash, storedAnswers } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger, Trx } from '../ledger/ledger';
import type { BidRow, BidRows } from './bid-rows';
import { auctionRefusal } from './checks';
import { nftMessages } from './messages';
import { COIN, holderOf, marginHoldEntry, userOf } from './money';
import { messageRow, type NftStore } from './store';
import { bidView, type ListingRow } from './view';

type Bid = { userId: string; f: z.output<typeof auctionRequest>; key: string | null; hash: string };
type Waiting = Bid & { resolve: (receipt: NftBidReceipt) => void; reject: (err: Error) => void };
type Outcome = Refusal | NftBidReceipt;
type Deps = {
  kind: DbKind;
  ledger: Ledger;
  batch: BatchLedger;
  ids: Ids;
  clock: Clock;
  store: NftStore;
  rows: BidRows;
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

export function makeBidDesk({ kind, ledger, batch, ids, clock, store, rows, announce }: Deps) {
  const queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  /**
   * Claims the batch's keys: a bid whose key its bidder already used (in an earlier batch, or on
   * another node) is not judged again. Returns, per bid, null to judge it, or what answers it: the
   * receipt of the bid its key made, or the refusal of a key reused for another request. A key
   * repeated within the batch is answered as its first use is (`firstUse`).
   */
  async function claimKeys(trx: Trx, bids: Bid[], bidIds: string[], firstUse: (number | null)[], now: number) {
    const claims = bids.flatMap((b, i) => (b.key && firstUse[i] === null ? [i] : []));
    const fresh = await rows.claim(
      trx,
      claims.map((i) => {
        const b = bids[i] as Bid;
        const response = JSON.stringify({ bid: bidIds[i] });
        return { user_id: b.userId, key: b.key as string, request_hash: b.hash, response, created_at: now };
      }),
    );
    const answered: (Outcome | null)[] = bids.map(() => null);
    const used = claims.filter((_, c) => !fresh[c]);
    if (used.length === 0) return answered;
    const first = await storedAnswers(
      trx,
      used.map((i) => ({ user: bids[i]?.userId as string, key: bids[i]?.key as string })),
    );
    for (const i of used) {
      const b = bids[i] as Bid;
      const row = first.get(`${b.userId}|${b.key}`);
      if (!row || row.request_hash !== b.hash) {
        answered[i] = new Refusal(messages.idempotencyConflict);
        continue;
      }
      const made = (JSON.parse(row.response ?? 'null') as { bid?: string } | null)?.bid;
      answered[i] = (await receiptOf(trx, b, made)) ?? new Refusal(messages.idempotencyConflict);
    }
    return answered;
  }

  /**
   * The receipt of a bid made before: the one its key recorded, else the bidder's last on that
   * auction; its end_time is the auction's end as it stands now.
   */
  async function receiptOf(trx: Trx, b: Bid, id: string | undefined): Promise<NftBidReceipt | null> {
    let q = trx
      .selectFrom('nft_bid')
      .innerJoin('nft_listing', 'nft_listing.id', 'nft_bid.listing_id')
      .select([
        'nft_bid.id',
        'nft_bid.user_id',
        'nft_bid.price',
        'nft_bid.raise',
        'nft_bid.seq',
        'nft_bid.created_at',
        'nft_listing.code',
        'nft_listing.end_at',
      ]);
    q = id
      ? q.where('nft_bid.id', '=', id)
      : q
          .where('nft_listing.code', '=', b.f.code)
          .where('nft_bid.user_id', '=', b.userId)
          .orderBy('nft_bid.seq', 'desc');
    const row = await q.limit(1).executeTakeFirst();
    return row
      ? { ...bidView(row, b.userId), code: row.code, seq: Number(row.seq), end_time: Number(row.end_at) }
      : null;
  }

  /** Judges and writes one batch inside `trx`; returns each bid's refusal or receipt. */
  async function write(trx: Trx, bids: Bid[]): Promise<Outcome[]> {
    const now = clock.now();
    const bidIds = bids.map(() => ids.sortable(now));
    const seen = new Map<string, number>();
    const firstUse = bids.map((b, i) => {
      if (!b.key) return null;
      const k = `${b.userId}|${b.key}`;
      const first = seen.get(k);
      if (first === undefined) seen.set(k, i);
      return first ?? null;
    });
    const answered = await claimKeys(trx, bids, bidIds, firstUse, now);

    const codes = [...new Set(bids.map((b) => b.f.code))].sort();
    const listings = new Map<string, ListingRow>();
    for (const code of codes) {
      const l = await store.listing(trx, { code }, true);
      if (l) listings.set(code, { ...l });
    }
    const open = [...listings.values()];
    const users = [...new Set(bids.map((b) => b.userId))];
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
              .where('user_id', 'in', users)
              .execute()
          ).map((m) => `${m.listing_id}|${m.user_id}`)
        : [],
    );
    // What each bidder without a margin here has free for one, as the batch spends it. Bidders
    // whose margin is already frozen are not read (nor, on PostgreSQL, locked).
    const holders = [
      ...new Set(
        bids.flatMap((b) => {
          const l = listings.get(b.f.code);
          return l && !held.has(`${l.id}|${b.userId}`) ? [holderOf(b.userId)] : [];
        }),
      ),
    ];
    let bq = trx
      .selectFrom('balance')
      .select(['holder', 'currency', 'available'])
      .where('holder', 'in', holders)
      .where('account', '=', COIN)
      // Locked in the ledger's key order, as ledger.post locks balances, so the two cannot deadlock.
      .orderBy('holder')
      .orderBy('currency');
    if (kind === 'postgres') bq = bq.forUpdate();
    const free = new Map(
      (holders.length ? await bq.execute() : []).map((r) => [`${r.holder}|${r.currency}`, new Decimal(r.available)]),
    );

    const outcomes: Outcome[] = [];
    const margins: EntryInput[] = [];
    const marginRows: { listing_id: number; user_id: string; amount: string; currency: string }[] = [];
    const bidRows: BidRow[] = [];
    const outbid: { userId: string; listing: number; amount: string; currency: string }[] = [];
    const refusedKeys: Bid[] = [];
    for (const [i, b] of bids.entries()) {
      const first = firstUse[i];
      if (first != null) {
        outcomes.push(outcomes[first] as Outcome);
        continue;
      }
      const earlier = answered[i];
      if (earlier) {
        outcomes.push(earlier);
        continue;
      }
      const refuse = (refusal: Refusal) => {
        outcomes.push(refusal);
        if (b.key) refusedKeys.push(b);
      };
      const l = listings.get(b.f.code);
      const judged = judge(l, b, now);
      if (judged instanceof Refusal || !l) {
        refuse(judged instanceof Refusal ? judged : new Refusal(nftMessages.notOnSale));
        continue;
      }
      const marginKey = `${l.id}|${b.userId}`;
      if (!held.has(marginKey) && userOf(l.seller) !== null) {
        // An owner's auction: its margin may go to that user, so it is frozen only with the pay
        // password (marginNFT, issue 32), never by a bid a session alone can send.
        refuse(new Refusal(nftMessages.marginFirst, { margin: l.margin, currency: l.currency }));
        continue;
      }
      if (!held.has(marginKey)) {
        const wallet = `${holderOf(b.userId)}|${l.currency}`;
        const available = free.get(wallet) ?? new Decimal(0);
        if (available.lt(l.margin)) {
          refuse(new Refusal(nftMessages.marginShort, { margin: l.margin, currency: l.currency }));
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
      const row = {
        id: bidIds[i] as string,
        listing_id: l.id,
        user_id: b.userId,
        price: judged.bid,
        raise: b.f.price,
        seq: l.bid_count + 1,
        created_at: now,
      };
      bidRows.push(row);
      l.end_at = endAfterBid(Number(l.end_at), now, {
        snipe_window_ms: Number(l.snipe_window_ms),
        snipe_extend_ms: Number(l.snipe_extend_ms),
      });
      l.current_bid = judged.bid;
      l.leader = b.userId;
      l.bid_count += 1;
      outcomes.push({ ...bidView(row, b.userId), code: l.code, seq: row.seq, end_time: Number(l.end_at) });
    }

    if (margins.length) {
      for (const o of await batch.postMany(trx, margins)) if (!o.ok) throw o.error;
      await trx
        .insertInto('nft_margin')
        .values(marginRows.map((m) => ({ ...m, state: 'held' as const, created_at: now })))
        .execute();
    }
    if (bidRows.length) {
      await rows.insertBids(trx, bidRows);
      for (const l of listings.values())
        await trx
          .updateTable('nft_listing')
          .set({ current_bid: l.current_bid, leader: l.leader, bid_count: l.bid_count, end_at: l.end_at })
          .where('id', '=', l.id)
          .execute();
      // One "outbid" message per bidder and auction, unless they lead again when the batch ends.
      const leaders = new Map([...listings.values()].map((l) => [l.id, l.leader]));
      const last = new Map(outbid.map((o) => [`${o.listing}|${o.userId}`, o]));
      await rows.insertMessages(
        trx,
        [...last.values()]
          .filter((o) => leaders.get(o.listing) !== o.userId)
          .map((o) => messageRow({ ...o, kind: 'outbid' }, ids.sortable(now), now)),
      );
    }
    // A refused bid's key is free again: the same request may be sent once it can succeed.
    for (let c = 0; c < refusedKeys.length; c += 200)
      await trx
        .deleteFrom('idempotency')
        .where((eb) =>
          eb.or(
            refusedKeys
              .slice(c, c + 200)
              .map((b) => eb.and([eb('user_id', '=', b.userId), eb('key', '=', b.key as string)])),
          ),
        )
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
          const outcome = outcomes[i] as Outcome;
          if (outcome instanceof Refusal) w.reject(outcome);
          else {
            w.resolve(outcome);
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
    /** auctionNFT: the bid's receipt once it is committed (or was, under its key); rejects with its refusal. */
    bid(userId: string, f: z.output<typeof auctionRequest>, key: string | null): Promise<NftBidReceipt> {
      const hash = key ? requestHash(['nft.bid', f]) : '';
      return new Promise<NftBidReceipt>((resolve, reject) => {
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
