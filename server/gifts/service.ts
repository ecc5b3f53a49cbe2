// Crypto gifts for their senders and claimers (issue 39; README "Crypto gifts"). Sending is a
// payment to other users: it needs the pay password (and the authenticator code when it is on) as
// a withdrawal does (wallet/payment-check.ts: tries counted before they are verified), then goes
// through the money desk (ADR 25) with its Idempotency-Key, freezing the amount in the sender's
// balance; its parts are drawn there and then (contract/gift-rules.ts) and stored. A claim is a
// money desk request judged on the gift as it is in its batch (one claim of a gift per batch: the
// check locks the gift and hands on the next stored part), so of any number of claims at once
// exactly as many as there are parts succeed and nobody claims twice. Expiry is ./expire.ts.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  GIFT_COINS,
  GIFT_HOURS,
  GIFT_MAX_PARTS,
  GIFT_MESSAGE_MAX,
  giftProblem,
  giftUnit,
  normalGiftCode,
  splitGift,
} from '../../contract/gift-rules';
import type {
  GiftConfig,
  GiftPublic,
  GiftReceived,
  GiftReceivedPage,
  GiftSent,
  GiftSentPage,
  giftListRequest,
  sendGiftRequest,
} from '../../contract/gifts';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';
import { newestPage } from '../core/paging';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import type { PaymentCheck } from '../wallet/payment-check';
import { giftMessages } from './messages';
import { claimEntry, SPOT, sendEntry, userHolder } from './money';
import { drawUniform, giftByCode, giftRow, namesOf, newGiftCode } from './store';
import { type ClaimRow, claimView, type GiftRow, publicView, sentView } from './view';

const HOUR = 3_600_000;
/** Wrong codes a user may type per quarter of an hour: enough for typos, far too few to guess one. */
const CODE_TRIES = { windowMs: 15 * MINUTE, max: 10 };

type Deps = {
  opened: OpenedDb;
  desk: MoneyDesk;
  ids: Ids;
  clock: Clock;
  payment: PaymentCheck;
  limiter: RateLimiter;
  demo: boolean;
};

type Page = z.output<typeof giftListRequest>;

/** What a claim's check found in its batch: the gift locked, the part it takes and the claim's row. */
type Taking = { g: GiftRow; claim: Omit<ClaimRow, 'entry_id'> };

const plus = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).plus(b).toFixed();

export function makeGifts({ opened, desk, ids, clock, payment, limiter, demo }: Deps) {
  const { db, kind } = opened;

  async function claimOf(trx: Trx, giftId: string, userId: string) {
    return trx
      .selectFrom('gift_claim')
      .selectAll()
      .where('gift_id', '=', giftId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Why `userId` cannot claim `g` now, or null (checked before queueing and again in the batch). */
  async function claimRefusal(trx: Trx, g: GiftRow, userId: string, now: number): Promise<Refusal | null> {
    if (g.sender === userHolder(userId)) return new Refusal(giftMessages.own);
    if (await claimOf(trx, g.id, userId)) return new Refusal(giftMessages.claimed);
    if (g.state === 'expired' || now >= Number(g.expires_at)) return new Refusal(giftMessages.expired);
    if (g.state === 'done' || g.claimed_count >= g.parts) return new Refusal(giftMessages.empty);
    return null;
  }

  async function sentViews(rows: GiftRow[]): Promise<GiftSent[]> {
    if (rows.length === 0) return [];
    const claims = await db
      .selectFrom('gift_claim')
      .selectAll()
      .where(
        'gift_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('part')
      .execute();
    const names = await namesOf(db, [...rows.map((r) => r.user_id), ...claims.map((c) => c.user_id)]);
    return rows.map((g) =>
      sentView(
        g,
        names.get(g.user_id ?? '') ?? '',
        claims.filter((c) => c.gift_id === g.id).map((c) => claimView(c, names.get(c.user_id) ?? '')),
      ),
    );
  }

  async function publicOf(g: GiftRow, userId: string): Promise<GiftPublic> {
    const [names, mine] = await Promise.all([namesOf(db, [g.user_id]), claimOf(db, g.id, userId)]);
    return publicView(g, names.get(g.user_id ?? '') ?? '', { userId, mine: mine?.amount ?? null });
  }

  /** The gift a typed code names; wrong codes are counted per user (core/rateLimit.ts `attempt`). */
  async function byCode(userId: string, typed: string): Promise<GiftRow> {
    const code = normalGiftCode(typed);
    let found: GiftRow | undefined;
    const tried = await limiter.attempt(`gift-code:${userId}`, CODE_TRIES, async () => {
      found = await giftByCode(db, code);
      return found !== undefined;
    });
    if (tried.outcome === 'locked')
      throw new Refusal(
        giftMessages.tooManyCodes,
        { minutes: Math.ceil(tried.retryAfterMs / MINUTE) },
        'error',
        tried.until,
      );
    if (tried.outcome === 'busy') throw new Refusal(messages.tooManyRequests);
    if (!found) throw new Refusal(giftMessages.unknown);
    return found;
  }

  return {
    async config(): Promise<GiftConfig> {
      const open = demo
        ? await db
            .selectFrom('gift')
            .select('code')
            .where('demo', '=', 1)
            .where('state', '=', 'open')
            .where('expires_at', '>', clock.now())
            .orderBy('created_at', 'desc')
            .executeTakeFirst()
        : undefined;
      return {
        coins: Object.keys(GIFT_COINS).map((currency) => ({ currency, unit: giftUnit(currency) })),
        max_parts: GIFT_MAX_PARTS,
        message_max: GIFT_MESSAGE_MAX,
        hours: GIFT_HOURS,
        demo_code: open?.code ?? null,
      };
    },

    async send(userId: string, f: z.output<typeof sendGiftRequest>, key: string | null): Promise<GiftSent> {
      const message = f.message.trim();
      const terms = { currency: f.currency, amount: f.amount, parts: f.parts, mode: f.mode, message };
      // The proof is not part of what the key names: a replay answers before it is asked for.
      const hash = requestHash(['gift.send', terms]);
      const replay = await replayOf<GiftSent>(db, userId, key, hash);
      if (replay) return replay.answer;
      const problem = giftProblem(terms);
      if (problem) throw new Refusal(problem.message, problem.values);
      await payment.allowed(userId);
      await payment.proved(userId, { payPassword: f.pay_password, totpCode: f.totp_code });

      const now = clock.now();
      const shares = splitGift(terms, drawUniform);
      const amount = new Decimal(f.amount).toFixed();
      const name = (await namesOf(db, [userId])).get(userId) ?? '';
      const draft = {
        id: ids.sortable(now),
        sender: userHolder(userId),
        user_id: userId,
        account: SPOT,
        currency: f.currency,
        amount,
        parts: f.parts,
        mode: f.mode,
        message,
        shares: JSON.stringify(shares),
        claimed_count: 0,
        claimed_amount: '0',
        refunded: null,
        state: 'open' as const,
        demo: 0,
        expires_at: now + GIFT_HOURS * HOUR,
        created_at: now,
        closed_at: null,
      };
      return desk.submitChecked<GiftSent, GiftRow>({
        userId,
        key,
        hash,
        check: {
          // No scope: sends wait for nothing but the balance, which the batch ledger judges.
          scope: [],
          run: async (trx) => {
            // A code is drawn from 60 random bits; one already taken is simply drawn again.
            let code = newGiftCode();
            while (await giftByCode(trx, code)) code = newGiftCode();
            return { ...draft, code };
          },
        },
        entry: (g) => sendEntry(g, key),
        answer: (_, g) => sentView(g, name, []),
        rows: async (trx, _, g) => {
          await trx.insertInto('gift').values(g).execute();
        },
      });
    },

    async claim(userId: string, typed: string, key: string | null): Promise<GiftReceived> {
      const hash = requestHash(['gift.claim', normalGiftCode(typed)]);
      const replay = await replayOf<GiftReceived>(db, userId, key, hash);
      if (replay) return replay.answer;
      const found = await byCode(userId, typed);
      // A quick answer before queueing; the batch judges again on the gift as it is then.
      const early = await claimRefusal(db, found, userId, clock.now());
      if (early) throw early;
      const names = await namesOf(db, [found.user_id, userId]);
      return desk.submitChecked<GiftReceived, Taking>({
        userId,
        key,
        hash,
        check: {
          scope: `gift:${found.id}`,
          run: async (trx) => {
            const now = clock.now();
            const g = await giftRow(trx, found.id, kind);
            if (!g) throw new Refusal(giftMessages.unknown);
            const refused = await claimRefusal(trx, g, userId, now);
            if (refused) throw refused;
            const part = g.claimed_count;
            const amount = (JSON.parse(g.shares) as string[])[part] as string;
            return {
              g,
              claim: { id: ids.sortable(now), gift_id: g.id, user_id: userId, part, amount, created_at: now },
            };
          },
        },
        entry: ({ g, claim }) => claimEntry(g, userId, claim.part, claim.amount, key),
        answer: (_, { g, claim }) => {
          const taken = claim.part + 1;
          const after: GiftRow = {
            ...g,
            claimed_count: taken,
            claimed_amount: plus(g.claimed_amount, claim.amount),
            state: taken >= g.parts ? 'done' : g.state,
          };
          return {
            claim: claimView({ ...claim, entry_id: '' }, names.get(userId) ?? ''),
            gift: publicView(after, names.get(g.user_id ?? '') ?? '', { userId, mine: claim.amount }),
          };
        },
        rows: async (trx, entryId, { g, claim }) => {
          await trx
            .insertInto('gift_claim')
            .values({ ...claim, entry_id: entryId as string })
            .execute();
          const taken = claim.part + 1;
          const done = taken >= g.parts;
          await trx
            .updateTable('gift')
            .set({
              claimed_count: taken,
              claimed_amount: plus(g.claimed_amount, claim.amount),
              state: done ? 'done' : 'open',
              closed_at: done ? claim.created_at : null,
            })
            .where('id', '=', g.id)
            .execute();
        },
      });
    },

    /** What the code's gift is, before claiming it (wrong codes counted as a claim's are). */
    async info(userId: string, typed: string): Promise<GiftPublic> {
      return publicOf(await byCode(userId, typed), userId);
    },

    async sent(userId: string, f: Page): Promise<GiftSentPage> {
      const { rows, total } = await newestPage(db.selectFrom('gift').where('user_id', '=', userId), f);
      return { list: await sentViews(rows), total, page: f.page, limit: f.limit };
    },

    async received(userId: string, f: Page): Promise<GiftReceivedPage> {
      const { rows: claims, total } = await newestPage(db.selectFrom('gift_claim').where('user_id', '=', userId), f);
      const gifts =
        claims.length === 0
          ? []
          : await db
              .selectFrom('gift')
              .selectAll()
              .where(
                'id',
                'in',
                claims.map((c) => c.gift_id),
              )
              .execute();
      const names = await namesOf(db, [userId, ...gifts.map((g) => g.user_id)]);
      const list = claims.flatMap((c) => {
        const g = gifts.find((x) => x.id === c.gift_id);
        if (!g) return [];
        return [
          {
            claim: claimView(c, names.get(userId) ?? ''),
            gift: publicView(g, names.get(g.user_id ?? '') ?? '', { userId, mine: c.amount }),
          },
        ];
      });
      return { list, total, page: f.page, limit: f.limit };
    },

    /** One gift the reader sent, with its code and claims. */
    async detail(userId: string, id: string): Promise<GiftSent> {
      const g = await giftRow(db, id);
      if (!g || g.user_id !== userId) throw new Refusal(giftMessages.unknown);
      return (await sentViews([g]))[0] as GiftSent;
    },
  };
}

export type Gifts = ReturnType<typeof makeGifts>;
