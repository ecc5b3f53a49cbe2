// Copy trading on the wire (issue 36; spec §1 copy trading, §3 copy fields and trader stats, §7
// `/follow/*`, §9). A verified user applies to be a trader; an operator approves. A follower copies
// a trader's leverage-contract positions: each copy is the follower's own position, opened on the
// trader's recorded opening tick (so never at a better price than the trader got) and closed on the
// trader's closing tick, unless the follower closed it first or took it over (self-hold). Lots are
// whole (the contract's lots): a fixed multiple's copy is the trader's lots × the multiple rounded
// down; a copy that would be 0 lots, exceed a cap or lack margin is skipped and the follower told.
// Statistics come from closed positions only, computed every hour. Amounts are decimal strings in
// USDT; rates fractions ('0.1' = 10 %); times epoch milliseconds.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';
import type { CitedTick } from './options';

/** 1 fixed multiple of the trader's lots, 2 fixed lots (spec §3 `type`). */
export type FollowMode = 1 | 2;
/** The statistics' windows, in days; 0 is all time. */
export const STAT_WINDOWS = [7, 30, 90, 0] as const;
export type StatWindow = (typeof STAT_WINDOWS)[number];
/** The most a trader may take of a follower's net copy profit. */
export const MAX_PROFIT_SHARE = '0.3';

export type TraderStats = {
  window: StatWindow;
  /** Net P&L of the trader's own closed positions in the window (profit − fees − overnight). */
  total_profits: string;
  closed_count: number;
  /** Closed with a positive net P&L. */
  profit_count: number;
  /** profit_count ÷ closed_count as a fraction (null with none closed). */
  correct_rate: string | null;
  /** Net P&L ÷ the margin those positions held, as a fraction (null with none closed). */
  roi: string | null;
  /** The largest fall of cumulative net P&L from an earlier peak, as an amount and ÷ the margin held. */
  max_drawdown: string;
  max_drawdown_rate: string | null;
};

/** A trader as the list and the profile show them (spec §3 field names kept). */
export type Trader = {
  id: string;
  nickname: string;
  head_portrait: string | null;
  bio: string;
  /** Of each follower's net copy profit above its high-water mark, settled daily. */
  profit_share: string;
  /** Whether new followers are taken. */
  open: boolean;
  follow_num: number;
  /** The 30-day window's figures flattened for the spec's list fields. */
  closed_count: number;
  total_profits: string;
  correct_rate: string | null;
  stats: TraderStats[];
  /** Margin held by followers' open copies, and followers' net P&L on closed copies. */
  assets_under_copy: string;
  followers_profits: string;
  /** When the statistics were computed (hourly); null before the first run. */
  stats_time: number | null;
  is_followed: boolean;
  /** Demo traders are strategy bots of the demo market. */
  demo: boolean;
};

export const TRADER_SORTS = ['roi', 'correct_rate', 'follow_num', 'max_drawdown'] as const;

/** GET /follow/index?page=&sort=&days=&q= → one page of approved traders. */
export const traderListRequest = z.object({
  page: wireInt({ min: 1, max: 10_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(20),
  sort: z.enum(TRADER_SORTS).default('roi'),
  days: wireInt()
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(0)]))
    .default(30),
  q: z.string().trim().max(40).default(''),
});
export type TraderListReply = { data: Trader[]; total: number; current_page: number };

/** A trader's position as followers see it (their own view, without the account's risk). */
export type TraderPosition = {
  id: string;
  symbol: string;
  /** 1 long, 2 short. */
  type: 1 | 2;
  share: number;
  multiple: number;
  price: string;
  open_tick: CitedTick;
  close_tick: CitedTick | null;
  /** Net of fees once closed; unrealised at the last price while open. */
  profits: string;
  margin: string;
  opened_at: number;
  closed_at: number | null;
};

/** One day's closing net P&L, cumulative, for the profile's chart. */
export type PnlPoint = { time: number; value: string };

/** GET /follow/traderDetail?trader_user_id= (spec fields kept in `trader_info`, `data`, `is_followed`). */
export type TraderDetail = {
  trader_info: { id: string; nickname: string; head_portrait: string | null };
  data: {
    total_profits: string;
    profitCount: number;
    correct_rate: string | null;
    follow_num: number;
    position_count: number;
    total_count: number;
  };
  is_followed: boolean;
  trader: Trader;
  curve: PnlPoint[];
  current: TraderPosition[];
  /** The viewer's following of this trader, when there is one. */
  my_follow: Follow | null;
};

export const traderRequest = z.object({ trader_user_id: z.string().trim().min(1).max(40) });
export const historyRequest = traderRequest.extend({
  page: wireInt({ min: 1, max: 10_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(20),
});
export type TraderHistoryReply = { data: TraderPosition[]; total: number; current_page: number };

const optionalRate = wireDecimal({ orEmpty: true }).default('');
const optionalAmount = wireDecimal({ orEmpty: true }).default('');

/**
 * POST /follow/follow — following again edits. `number`: the multiple (mode 1, at least 1) or the
 * lots (mode 2, whole); more than 2 decimals are rounded to 2 (spec §9). Stops are percentages of
 * the open copies' combined margin ('20' = stop copying at −20 %). Caps in USDT of margin. A
 * trader who takes a profit share is paid by the follower: `pay_password` is asked then.
 */
export const followRequest = z.object({
  trader_user_id: z.string().trim().min(1).max(40),
  number: wireDecimal(),
  type: wireInt().pipe(z.union([z.literal(1), z.literal(2)])),
  stop_loss: optionalRate,
  take_profit: optionalRate,
  max_margin: optionalAmount,
  max_total: optionalAmount,
  pay_password: z.string().trim().max(20).default(''),
  /** The authenticator code, when the follower has two-factor on (like a withdrawal). */
  totp_code: z.string().trim().max(10).optional(),
  /** The copy-trading agreement was shown and accepted. */
  agree: z.union([z.literal('1'), z.literal('true'), z.literal(true), z.literal(1)]).transform(() => true),
});

export type FollowState = 'active' | 'cancelled' | 'stopped';

/** A following, as the follower sees it (the spec's "following, edit, cancelled"). */
export type Follow = {
  id: string;
  trader_user_id: string;
  nickname: string;
  type: FollowMode;
  number: string;
  stop_loss: string | null;
  take_profit: string | null;
  max_margin: string | null;
  max_total: string | null;
  /** The trader's share taken when following began (a later change applies to new followers). */
  profit_share: string;
  state: FollowState;
  /** Why it stopped: the copy stop-loss or take-profit was reached. */
  stopped_reason: 'stop_loss' | 'take_profit' | null;
  /** Net P&L of closed copies, unrealised P&L and margin of open ones, shares paid so far. */
  closed_profits: string;
  open_profits: string;
  open_margin: string;
  open_copies: number;
  shares_paid: string;
  /** The net copy profit already shared (the high-water mark). */
  high_water_mark: string;
  created_at: number;
  updated_at: number;
};

/** POST /follow/cancel {follow_user_id} — the trader's id; open copies stay the follower's. */
export const cancelRequest = z.object({ follow_user_id: z.string().trim().min(1).max(40) });
/** POST /follow/selfHolding {transaction_id} — the copy (the follower's position) to keep. */
export const selfHoldRequest = z.object({ transaction_id: z.string().trim().min(1).max(40) });

/** A copy: the follower's position and what it copies. */
export type Copy = {
  /** The follower's position (lever/myTrade shows it too, as order_type 2). */
  id: string;
  follow_id: string;
  trader_user_id: string;
  nickname: string;
  trader_position_id: string;
  symbol: string;
  type: 1 | 2;
  share: number;
  multiple: number;
  price: string;
  open_tick: CitedTick;
  close_tick: CitedTick | null;
  close_reason: string | null;
  profits: string;
  margin: string;
  /** Taken over by the follower: the trader's close no longer touches it. */
  self_held: boolean;
  state: 'open' | 'closed';
  opened_at: number;
  closed_at: number | null;
};

/** GET /follow/copies?status=current|history&page= */
export const copiesRequest = z.object({
  status: z.enum(['current', 'history']).default('current'),
  page: wireInt({ min: 1, max: 10_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(20),
});
export type CopiesReply = { data: Copy[]; total: number; current_page: number };

/** A copy that was not opened, and why (the follower is told with a notification too). */
export type CopySkip = {
  follow_id: string;
  trader_position_id: string;
  symbol: string;
  /** late: the trader's opening tick was too old by the time it was copied (after an outage). */
  reason: 'margin' | 'max_margin' | 'max_total' | 'late';
  at: number;
};

/** A daily profit-share settlement, shown to both sides with the figures it came from. */
export type ProfitShare = {
  id: string;
  follow_id: string;
  follower: string;
  trader: string;
  day: string;
  /** Net copy profit to date, the mark before, the share rate and what was paid. */
  net_profit: string;
  high_water_mark: string;
  rate: string;
  amount: string;
  at: number;
};

/** GET /follow/my → my followings (active first), the copies skipped lately, profit shares paid. */
export type MyFollowing = { data: Follow[]; skipped: CopySkip[]; shares: ProfitShare[] };

export type TraderApplicationState = 'pending' | 'approved' | 'rejected';

/** GET /follow/application → the user's own application and, once approved, their trader settings. */
export type TraderApplication = {
  state: TraderApplicationState | null;
  nickname: string;
  bio: string;
  profit_share: string;
  open: boolean;
  note: string | null;
  applied_at: number | null;
  decided_at: number | null;
};

/** POST /follow/apply — a verified user who follows nobody; the agreement accepted. */
export const applyRequest = z.object({
  nickname: z.string().trim().min(2).max(24),
  bio: z.string().trim().max(280).default(''),
  profit_share: wireDecimal(),
  agree: z.union([z.literal('1'), z.literal('true'), z.literal(true), z.literal(1)]).transform(() => true),
});

/** POST /follow/settings — an approved trader's share (applies to new followers) and whether new ones are taken. */
export const traderSettingsRequest = z.object({
  profit_share: wireDecimal(),
  open: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
  bio: z.string().trim().max(280).optional(),
});

/** A follower as the trader sees them (no personal data beyond a masked name). */
export type Follower = {
  follow_id: string;
  name: string;
  type: FollowMode;
  number: string;
  open_copies: number;
  closed_profits: string;
  created_at: number;
};
/** GET /follow/followers?page= (a trader's own followers). */
export type FollowersReply = { data: Follower[]; total: number; current_page: number };

/** Socket event `copy` to the follower: a copy opened, closed, or was skipped. */
export type CopyEvent =
  | { kind: 'opened'; copy: Copy }
  | { kind: 'closed'; copy: Copy }
  | { kind: 'skipped'; skip: CopySkip };

/** GET /admin/follow/applications?state=&page= (back office). */
export const adminApplicationsRequest = z.object({
  state: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  page: wireInt({ min: 1, max: 10_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(20),
});
export type AdminApplication = TraderApplication & { user_id: string; account: string; demo: boolean };
export type AdminApplicationsReply = { data: AdminApplication[]; total: number };

/** POST /admin/follow/decide {user_id, approve: 1|0, note} — audited; a rejection needs a note. */
export const adminDecideRequest = z.object({
  user_id: z.string().trim().min(1).max(40),
  approve: z
    .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 1),
  note: z.string().trim().max(280).default(''),
});
