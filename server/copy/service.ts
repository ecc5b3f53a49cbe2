// Copy trading for users (issue 36): applying to be a trader and a trader's settings, the trader
// list and profiles, following (again = editing), cancelling, taking a copy over (self-hold), and
// the follower's and the trader's own lists. Copies themselves are opened and closed by ./mirror.ts.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type {
  applyRequest,
  CopiesReply,
  Follow,
  FollowersReply,
  followRequest,
  MyFollowing,
  Trader,
  TraderApplication,
  TraderDetail,
  TraderHistoryReply,
  TraderStats,
  traderListRequest,
  traderSettingsRequest,
} from '../../contract/copy';
import { MAX_LOTS, MAX_MULTIPLE, readNumber, readPercent, readShare } from '../../contract/copy-rules';
import { isWireDecimal } from '../../contract/numbers';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Ledger } from '../ledger/ledger';
import type { PositionRow } from '../lever/store';
import type { Prices } from '../lever/view';
import { instrumentById } from '../market/instruments';
import type { Market } from '../market/service';
import type { PaymentCheck } from '../wallet/payment-check';
import { copyMessages } from './messages';
import type { CopyStatsTable, CopyTraderTable } from './tables';
import {
  copyView,
  type FollowFigures,
  type FollowRow,
  followView,
  netOf,
  shareView,
  skipView,
  traderPositionView,
} from './view';

type Deps = {
  db: Db;
  ledger: Ledger;
  ids: Ids;
  clock: Clock;
  market: Market;
  payment: PaymentCheck;
  isVerified: (userId: string) => Promise<boolean>;
};

const NUMBER_PROBLEMS = {
  multiple_low: copyMessages.multipleLow,
  multiple_high: copyMessages.multipleHigh,
  lots_whole: copyMessages.lotsWhole,
  lots_low: copyMessages.lotsLow,
  lots_high: copyMessages.lotsHigh,
} as const;

const page = <T>(rows: T[], p: number, limit: number) => rows.slice((p - 1) * limit, p * limit);

/** The settings that limit following (an operator changes them in the settings table). */
export const FOLLOW_LIMIT_SETTINGS = { perFollower: 'copy_max_traders', perTrader: 'copy_max_followers' } as const;
const FOLLOW_LIMIT_DEFAULTS = { perFollower: 10, perTrader: 10_000 };

async function followLimits(trx: Pick<Db, 'selectFrom'>) {
  const rows = await trx
    .selectFrom('setting')
    .select(['keyword', 'value'])
    .where('keyword', 'in', Object.values(FOLLOW_LIMIT_SETTINGS))
    .execute();
  const read = (key: keyof typeof FOLLOW_LIMIT_SETTINGS) => {
    const value = Number(rows.find((r) => r.keyword === FOLLOW_LIMIT_SETTINGS[key])?.value);
    return Number.isInteger(value) && value > 0 ? value : FOLLOW_LIMIT_DEFAULTS[key];
  };
  return { perFollower: read('perFollower'), perTrader: read('perTrader') };
}

/** A follower's name as a trader sees it: enough to tell two apart, not who they are. */
const masked = (nickname: string) => (nickname.length <= 2 ? `${nickname[0] ?? ''}*` : `${nickname.slice(0, 2)}***`);

export function makeCopyTrading({ db, ledger, ids, clock, market, payment, isVerified }: Deps) {
  async function pricesOf(rows: PositionRow[]): Promise<Prices> {
    const prices: Prices = new Map();
    for (const id of new Set(rows.filter((r) => r.state === 'open').map((r) => r.instrument_id))) {
      const inst = instrumentById(id);
      const t = inst ? await market.recordedPrice(inst.symbol) : null;
      if (t) prices.set(id, { id: t.tick_id, price: t.price, time: t.time });
    }
    return prices;
  }

  const traderRow = (userId: string) =>
    db.selectFrom('copy_trader').selectAll().where('user_id', '=', userId).executeTakeFirst();

  async function approvedTrader(userId: string): Promise<CopyTraderTable> {
    const t = await traderRow(userId);
    if (t?.state !== 'approved') throw new Refusal(copyMessages.traderUnknown);
    return t;
  }

  function traderView(
    t: CopyTraderTable,
    s: CopyStatsTable | undefined,
    avatar: string | null,
    followed: boolean,
    days: number,
  ): Trader {
    const stats = s ? (JSON.parse(s.stats) as TraderStats[]) : [];
    const shown = stats.find((x) => x.window === days) ?? stats.find((x) => x.window === 30);
    return {
      id: t.user_id,
      nickname: t.nickname,
      head_portrait: avatar,
      bio: t.bio,
      profit_share: t.profit_share,
      open: t.open === 1,
      follow_num: s?.follow_num ?? 0,
      closed_count: shown?.closed_count ?? 0,
      total_profits: shown?.total_profits ?? '0',
      correct_rate: shown?.correct_rate ?? null,
      stats,
      assets_under_copy: s?.assets_under_copy ?? '0',
      followers_profits: s?.followers_profits ?? '0',
      stats_time: s ? Number(s.computed_at) : null,
      is_followed: followed,
      demo: t.demo === 1,
    };
  }

  /** Approved traders with their statistics and avatars, and which the viewer follows. */
  async function traders(viewer: string | null, only?: string) {
    let q = db
      .selectFrom('copy_trader')
      .innerJoin('users', 'users.id', 'copy_trader.user_id')
      .leftJoin('copy_stats', 'copy_stats.trader_id', 'copy_trader.user_id')
      .selectAll('copy_trader')
      .select([
        'users.head_portrait as avatar',
        'copy_stats.stats',
        'copy_stats.curve',
        'copy_stats.follow_num',
        'copy_stats.assets_under_copy',
        'copy_stats.followers_profits',
        'copy_stats.computed_at',
      ])
      .where('copy_trader.state', '=', 'approved');
    if (only) q = q.where('copy_trader.user_id', '=', only);
    const rows = await q.execute();
    const followed = new Set(
      viewer
        ? (
            await db
              .selectFrom('copy_follow')
              .select('trader_id')
              .where('follower_id', '=', viewer)
              .where('state', '=', 'active')
              .execute()
          ).map((r) => r.trader_id)
        : [],
    );
    return rows.map((r) => ({
      row: r,
      stats:
        r.stats === null
          ? undefined
          : ({
              trader_id: r.user_id,
              stats: r.stats,
              curve: r.curve ?? '[]',
              follow_num: Number(r.follow_num ?? 0),
              assets_under_copy: r.assets_under_copy ?? '0',
              followers_profits: r.followers_profits ?? '0',
              computed_at: Number(r.computed_at ?? 0),
            } satisfies CopyStatsTable),
      avatar: r.avatar || null,
      followed: followed.has(r.user_id),
    }));
  }

  /** A follow's copies valued now: closed net P&L, open P&L and margin. */
  async function figures(follows: FollowRow[]): Promise<Map<string, FollowFigures>> {
    const out = new Map<string, FollowFigures>();
    if (follows.length === 0) return out;
    const rows = await db
      .selectFrom('copy_position')
      .innerJoin('lever_position', 'lever_position.id', 'copy_position.position_id')
      .selectAll('lever_position')
      .select('copy_position.follow_id')
      .where(
        'copy_position.follow_id',
        'in',
        follows.map((f) => f.id),
      )
      .execute();
    const prices = await pricesOf(rows);
    for (const f of follows)
      out.set(f.id, { closed_profits: '0', open_profits: '0', open_margin: '0', open_copies: 0 });
    for (const r of rows) {
      const fig = out.get(r.follow_id);
      if (!fig) continue;
      if (r.state === 'closed') fig.closed_profits = new Decimal(fig.closed_profits).plus(netOf(r)).toFixed();
      if (r.state === 'open') {
        fig.open_profits = new Decimal(fig.open_profits).plus(netOf(r, prices.get(r.instrument_id)?.price)).toFixed();
        fig.open_margin = new Decimal(fig.open_margin).plus(r.margin).toFixed();
        fig.open_copies += 1;
      }
    }
    return out;
  }

  async function nicknames(traderIds: string[]): Promise<Map<string, string>> {
    if (traderIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('copy_trader')
      .select(['user_id', 'nickname'])
      .where('user_id', 'in', [...new Set(traderIds)])
      .execute();
    return new Map(rows.map((r) => [r.user_id, r.nickname]));
  }

  async function followOut(f: FollowRow): Promise<Follow> {
    const [fig, names] = await Promise.all([figures([f]), nicknames([f.trader_id])]);
    return followView(f, names.get(f.trader_id) ?? '', fig.get(f.id) as FollowFigures);
  }

  function applicationView(t: CopyTraderTable | undefined): TraderApplication {
    return {
      state: t?.state ?? null,
      nickname: t?.nickname ?? '',
      bio: t?.bio ?? '',
      profit_share: t?.profit_share ?? '0',
      open: t ? t.open === 1 : true,
      note: t?.note ?? null,
      applied_at: t ? Number(t.applied_at) : null,
      decided_at: t?.decided_at == null ? null : Number(t.decided_at),
    };
  }

  const shareOf = (value: string) => {
    const share = isWireDecimal(value) ? readShare(value) : null;
    if (share === null) throw new Refusal(copyMessages.share);
    return share;
  };

  /** The follower's copies: `ids`, or one page of current (open) or history (closed). */
  async function copiesOf(
    userId: string,
    only: string[] | null,
    f: { status: 'current' | 'history'; page: number; limit: number } = { status: 'current', page: 1, limit: 20 },
  ): Promise<CopiesReply> {
    let q = db
      .selectFrom('copy_position')
      .innerJoin('lever_position', 'lever_position.id', 'copy_position.position_id')
      .where('copy_position.follower_id', '=', userId);
    if (only) q = q.where('copy_position.position_id', 'in', only);
    else q = q.where('lever_position.state', '=', f.status === 'current' ? 'open' : 'closed');
    const [rows, count] = await Promise.all([
      q
        .selectAll('lever_position')
        .select([
          'copy_position.follow_id',
          'copy_position.trader_position_id',
          'copy_position.trader_id',
          'copy_position.mode',
          'copy_position.number',
          'copy_position.trader_share',
          'copy_position.self_held_at',
          'copy_position.position_id',
          'copy_position.follower_id',
          'copy_position.created_at as copied_at',
        ])
        .orderBy('lever_position.created_at', 'desc')
        .orderBy('lever_position.id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const [prices, names] = await Promise.all([pricesOf(rows), nicknames(rows.map((r) => r.trader_id))]);
    return {
      data: rows.map((r) => copyView({ ...r, created_at: r.copied_at }, r, names.get(r.trader_id) ?? '', prices)),
      total: Number(count.n),
      current_page: f.page,
    };
  }

  return {
    async application(userId: string): Promise<TraderApplication> {
      return applicationView(await traderRow(userId));
    },

    async apply(userId: string, f: z.output<typeof applyRequest>, key: string | null): Promise<TraderApplication> {
      const share = shareOf(f.profit_share);
      if (!(await isVerified(userId))) throw new Refusal(copyMessages.notVerified);
      const hash = requestHash(['copy.apply', f]);
      const now = clock.now();
      return ledger.write((trx) =>
        ledger.once(trx, userId, key, hash, async () => {
          const existing = await trx
            .selectFrom('copy_trader')
            .selectAll()
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (existing && existing.state !== 'rejected') throw new Refusal(copyMessages.applied);
          const follows = await trx
            .selectFrom('copy_follow')
            .select('id')
            .where('follower_id', '=', userId)
            .where('state', '=', 'active')
            .executeTakeFirst();
          if (follows) throw new Refusal(copyMessages.following);
          const row: CopyTraderTable = {
            user_id: userId,
            state: 'pending',
            nickname: f.nickname,
            bio: f.bio,
            profit_share: share,
            open: 1,
            note: null,
            demo: 0,
            applied_at: now,
            decided_at: null,
            decided_by: null,
            updated_at: now,
          };
          await trx
            .insertInto('copy_trader')
            .values(row)
            .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
            .execute();
          return applicationView(row);
        }),
      );
    },

    async settings(userId: string, f: z.output<typeof traderSettingsRequest>): Promise<TraderApplication> {
      const share = shareOf(f.profit_share);
      const t = await traderRow(userId);
      if (t?.state !== 'approved') throw new Refusal(copyMessages.notTrader);
      const next = { profit_share: share, open: f.open ? 1 : 0, bio: f.bio ?? t.bio, updated_at: clock.now() };
      await db.updateTable('copy_trader').set(next).where('user_id', '=', userId).execute();
      return applicationView({ ...t, ...next });
    },

    async list(viewer: string | null, f: z.output<typeof traderListRequest>) {
      const q = f.q.toLowerCase();
      const all = (await traders(viewer))
        .filter((t) => !q || t.row.nickname.toLowerCase().includes(q))
        .map((t) => traderView(t.row, t.stats, t.avatar, t.followed, f.days));
      const stat = (t: Trader) => t.stats.find((s) => s.window === f.days);
      const num = (v: string | null | undefined, none: number) => (v == null ? none : Number(v));
      const key: Record<typeof f.sort, (t: Trader) => number> = {
        roi: (t) => num(stat(t)?.roi, -Infinity),
        correct_rate: (t) => num(stat(t)?.correct_rate, -Infinity),
        follow_num: (t) => t.follow_num,
        // Least drawdown first.
        max_drawdown: (t) => -num(stat(t)?.max_drawdown_rate, Infinity),
      };
      all.sort((a, b) => key[f.sort](b) - key[f.sort](a) || a.nickname.localeCompare(b.nickname));
      return { data: page(all, f.page, f.limit), total: all.length, current_page: f.page };
    },

    async detail(viewer: string | null, traderId: string): Promise<TraderDetail> {
      const [t] = await traders(viewer, traderId);
      if (!t) throw new Refusal(copyMessages.traderUnknown);
      const trader = traderView(t.row, t.stats, t.avatar, t.followed, 30);
      const open = await db
        .selectFrom('lever_position')
        .selectAll()
        .where('user_id', '=', traderId)
        .where('state', '=', 'open')
        .where('copy_of', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      const prices = await pricesOf(open);
      const all = trader.stats.find((s) => s.window === 0);
      const mine = viewer
        ? await db
            .selectFrom('copy_follow')
            .selectAll()
            .where('follower_id', '=', viewer)
            .where('trader_id', '=', traderId)
            .executeTakeFirst()
        : undefined;
      return {
        trader_info: { id: trader.id, nickname: trader.nickname, head_portrait: trader.head_portrait },
        data: {
          total_profits: all?.total_profits ?? '0',
          profitCount: all?.profit_count ?? 0,
          correct_rate: all?.correct_rate ?? null,
          follow_num: trader.follow_num,
          position_count: open.length,
          total_count: all?.closed_count ?? 0,
        },
        is_followed: trader.is_followed,
        trader,
        curve: t.stats ? JSON.parse(t.stats.curve) : [],
        current: open.map((r) => traderPositionView(r, prices)),
        my_follow: mine ? await followOut(mine) : null,
      };
    },

    async history(traderId: string, p: number, limit: number): Promise<TraderHistoryReply> {
      await approvedTrader(traderId);
      const q = db
        .selectFrom('lever_position')
        .where('user_id', '=', traderId)
        .where('state', '=', 'closed')
        .where('copy_of', 'is', null);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('closed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((p - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map((r) => traderPositionView(r, new Map())), total: Number(count.n), current_page: p };
    },

    async follow(userId: string, f: z.output<typeof followRequest>, key: string | null): Promise<Follow> {
      if (userId === f.trader_user_id) throw new Refusal(copyMessages.self);
      const read = readNumber(f.type, f.number);
      if ('problem' in read)
        throw new Refusal(NUMBER_PROBLEMS[read.problem], { max: f.type === 1 ? MAX_MULTIPLE : MAX_LOTS });
      const stopLoss = readPercent(f.stop_loss);
      const takeProfit = readPercent(f.take_profit);
      if (stopLoss === 'bad' || takeProfit === 'bad') throw new Refusal(copyMessages.percent);
      const cap = (v: string) => {
        if (v === '') return null;
        if (new Decimal(v).lte(0)) throw new Refusal(copyMessages.cap);
        return new Decimal(v).toFixed();
      };
      const maxMargin = cap(f.max_margin);
      const maxTotal = cap(f.max_total);
      const trader = await approvedTrader(f.trader_user_id);
      const me = await traderRow(userId);
      if (me && me.state !== 'rejected') throw new Refusal(copyMessages.traderCannotFollow);
      const existing = await db
        .selectFrom('copy_follow')
        .selectAll()
        .where('follower_id', '=', userId)
        .where('trader_id', '=', trader.user_id)
        .executeTakeFirst();
      const starting = existing?.state !== 'active';
      if (starting && trader.open !== 1) throw new Refusal(copyMessages.traderClosed);
      // Starting to follow a trader who takes a share of the profit is a payment to another user.
      if (starting && new Decimal(trader.profit_share).gt(0)) {
        await payment.allowed(userId);
        await payment.proved(userId, { payPassword: f.pay_password, totpCode: f.totp_code });
      }
      const hash = requestHash(['copy.follow', { ...f, pay_password: '', totp_code: '' }]);
      const now = clock.now();
      const saved = await ledger.write((trx) =>
        ledger.once(trx, userId, key, hash, async () => {
          const current = await trx
            .selectFrom('copy_follow')
            .selectAll()
            .where('follower_id', '=', userId)
            .where('trader_id', '=', trader.user_id)
            .executeTakeFirst();
          const terms = {
            mode: f.type,
            number: read.number,
            stop_loss: stopLoss,
            take_profit: takeProfit,
            max_margin: maxMargin,
            max_total: maxTotal,
            updated_at: now,
          };
          if (current?.state === 'active') {
            await trx.updateTable('copy_follow').set(terms).where('id', '=', current.id).execute();
            return { ...current, ...terms };
          }
          // (Re)starting: within the limits of the settings, counted in this transaction.
          const limits = await followLimits(trx);
          const count = async (column: 'follower_id' | 'trader_id', id: string) =>
            Number(
              (
                await trx
                  .selectFrom('copy_follow')
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .where(column, '=', id)
                  .where('state', '=', 'active')
                  .executeTakeFirstOrThrow()
              ).n,
            );
          if ((await count('follower_id', userId)) >= limits.perFollower)
            throw new Refusal(copyMessages.tooManyTraders, { max: limits.perFollower });
          if ((await count('trader_id', trader.user_id)) >= limits.perTrader)
            throw new Refusal(copyMessages.traderFull);
          // Copies the trader's positions opened from now on, at the share shown now.
          const start = {
            ...terms,
            profit_share: trader.profit_share,
            state: 'active' as const,
            stopped_reason: null,
            created_at: now,
          };
          if (current) {
            await trx.updateTable('copy_follow').set(start).where('id', '=', current.id).execute();
            return { ...current, ...start };
          }
          const row: FollowRow = {
            id: ids.sortable(now),
            follower_id: userId,
            trader_id: trader.user_id,
            ...start,
            high_water_mark: '0',
            shares_paid: '0',
          };
          await trx.insertInto('copy_follow').values(row).execute();
          return row;
        }),
      );
      return followOut(saved);
    },

    /** Stops following: open copies are left to the follower (the trader's close no longer touches them). */
    async cancel(userId: string, traderId: string, key: string | null): Promise<Follow> {
      const hash = requestHash(['copy.cancel', traderId]);
      const now = clock.now();
      const saved = await ledger.write((trx) =>
        ledger.once(trx, userId, key, hash, async () => {
          const f = await trx
            .selectFrom('copy_follow')
            .selectAll()
            .where('follower_id', '=', userId)
            .where('trader_id', '=', traderId)
            .executeTakeFirst();
          if (f?.state !== 'active') throw new Refusal(copyMessages.notFollowing);
          await trx
            .updateTable('copy_follow')
            .set({ state: 'cancelled', updated_at: now })
            .where('id', '=', f.id)
            .execute();
          await trx
            .updateTable('copy_position')
            .set({ self_held_at: now })
            .where('follow_id', '=', f.id)
            .where('self_held_at', 'is', null)
            .execute();
          return { ...f, state: 'cancelled' as const, updated_at: now };
        }),
      );
      return followOut(saved);
    },

    /** Takes a copy over: it stays open as the follower's own; the trader's close no longer touches it. */
    async selfHold(userId: string, positionId: string, key: string | null) {
      const hash = requestHash(['copy.self_hold', positionId]);
      const now = clock.now();
      const done = await ledger.write((trx) =>
        ledger.once(trx, userId, key, hash, async () => {
          const c = await trx
            .selectFrom('copy_position')
            .selectAll()
            .where('position_id', '=', positionId)
            .where('follower_id', '=', userId)
            .executeTakeFirst();
          if (!c) throw new Refusal(copyMessages.copyUnknown);
          if (c.self_held_at !== null) throw new Refusal(copyMessages.selfHeld);
          const open = await trx
            .selectFrom('lever_position')
            .select('state')
            .where('id', '=', positionId)
            .executeTakeFirst();
          if (open?.state !== 'open') throw new Refusal(copyMessages.copyNotOpen);
          const res = await trx
            .updateTable('copy_position')
            .set({ self_held_at: now })
            .where('position_id', '=', positionId)
            .where('self_held_at', 'is', null)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw new Refusal(copyMessages.selfHeld);
          return { id: positionId };
        }),
      );
      const [copy] = (await copiesOf(userId, [done.id])).data;
      if (!copy) throw new Refusal(copyMessages.copyUnknown);
      return copy;
    },

    copiesOf,

    async my(userId: string): Promise<MyFollowing> {
      const follows = await db
        .selectFrom('copy_follow')
        .selectAll()
        .where('follower_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .execute();
      const [figs, names, skips, shares] = await Promise.all([
        figures(follows),
        nicknames(follows.map((f) => f.trader_id)),
        db
          .selectFrom('copy_skip')
          .selectAll()
          .where('follower_id', '=', userId)
          .orderBy('created_at', 'desc')
          .limit(20)
          .execute(),
        db
          .selectFrom('copy_share')
          .selectAll()
          .where((eb) => eb.or([eb('follower_id', '=', userId), eb('trader_id', '=', userId)]))
          .orderBy('created_at', 'desc')
          .limit(20)
          .execute(),
      ]);
      const rank = (f: FollowRow) => (f.state === 'active' ? 0 : 1);
      return {
        data: follows
          .sort((a, b) => rank(a) - rank(b))
          .map((f) => followView(f, names.get(f.trader_id) ?? '', figs.get(f.id) as FollowFigures)),
        skipped: skips.map(skipView),
        shares: shares.map(shareView),
      };
    },

    async followers(traderId: string, p: number, limit: number): Promise<FollowersReply> {
      const t = await traderRow(traderId);
      if (t?.state !== 'approved') throw new Refusal(copyMessages.notTrader);
      const q = db
        .selectFrom('copy_follow')
        .innerJoin('users', 'users.id', 'copy_follow.follower_id')
        .where('copy_follow.trader_id', '=', traderId)
        .where('copy_follow.state', '=', 'active');
      const [rows, count] = await Promise.all([
        q
          .selectAll('copy_follow')
          .select('users.nickname as name')
          .orderBy('copy_follow.created_at', 'desc')
          .limit(limit)
          .offset((p - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const figs = await figures(rows);
      return {
        data: rows.map((r) => {
          const fig = figs.get(r.id) as FollowFigures;
          return {
            follow_id: r.id,
            name: masked(r.name),
            type: r.mode,
            number: r.number,
            open_copies: fig.open_copies,
            closed_profits: fig.closed_profits,
            created_at: Number(r.created_at),
          };
        }),
        total: Number(count.n),
        current_page: p,
      };
    },
  };
}

export type CopyTrading = ReturnType<typeof makeCopyTrading>;
