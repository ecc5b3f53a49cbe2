// Copy-trading calls (issue 36; contract/copy.ts, README "Copy trading"). Following, cancelling,
// self-holding, applying and the trader's settings carry an Idempotency-Key, so a retry after a
// dropped connection acts once. A copy is closed with the contract's own close (api/lever.ts).
import type {
  CopiesReply,
  Copy,
  Follow,
  FollowersReply,
  MyFollowing,
  StatWindow,
  TRADER_SORTS,
  TraderApplication,
  TraderDetail,
  TraderHistoryReply,
  TraderListReply,
} from '../../contract/copy';
import { api, type CallOptions } from './client';

export const COPY_PAGE_SIZE = 10;

export type TraderSort = (typeof TRADER_SORTS)[number];
export type TraderQuery = { sort: TraderSort; days: StatWindow; q: string };

/** Approved traders, a page at a time, by the sort and window chosen; open to guests. */
export const getTraders = (query: TraderQuery, page: number, opts?: CallOptions) =>
  api.get<TraderListReply>('follow/index', { ...query, page, limit: COPY_PAGE_SIZE }, opts);

/** A trader's profile: statistics per window, the P&L curve, open positions and the reader's following. */
export const getTraderDetail = (traderId: string, opts?: CallOptions) =>
  api.get<TraderDetail>('follow/traderDetail', { trader_user_id: traderId }, opts);

/** A trader's closed positions, newest first. */
export const getTraderHistory = (traderId: string, page: number, opts?: CallOptions) =>
  api.get<TraderHistoryReply>('follow/historyTrade', { trader_user_id: traderId, page, limit: COPY_PAGE_SIZE }, opts);

export type FollowInput = {
  traderId: string;
  type: 1 | 2;
  number: string;
  stopLoss: string;
  takeProfit: string;
  maxMargin: string;
  maxTotal: string;
  /** Empty unless starting to follow a trader who takes a profit share (a payment to another user). */
  payPassword: string;
  /** The authenticator code with the pay password, when the follower has two-factor on. */
  totpCode: string;
};

/** Starts following, or edits the following there is (the agreement was accepted on screen). */
export const followTrader = (f: FollowInput, requestId: string, opts?: CallOptions) =>
  api.post<Follow>(
    'follow/follow',
    {
      trader_user_id: f.traderId,
      type: f.type,
      number: f.number,
      stop_loss: f.stopLoss,
      take_profit: f.takeProfit,
      max_margin: f.maxMargin,
      max_total: f.maxTotal,
      pay_password: f.payPassword,
      totp_code: f.totpCode || undefined,
      agree: 1,
    },
    { ...opts, idempotencyKey: requestId },
  );

/** Stops following; open copies stay the follower's. */
export const cancelFollow = (traderId: string, requestId: string, opts?: CallOptions) =>
  api.post<Follow>('follow/cancel', { follow_user_id: traderId }, { ...opts, idempotencyKey: requestId });

/** Takes a copy over: the trader's close no longer touches it. */
export const selfHoldCopy = (copyId: string, requestId: string, opts?: CallOptions) =>
  api.post<Copy>('follow/selfHolding', { transaction_id: copyId }, { ...opts, idempotencyKey: requestId });

/** The reader's followings (active first), copies skipped lately and profit shares paid. */
export const getMyFollowing = (opts?: CallOptions) => api.get<MyFollowing>('follow/my', {}, opts);

export type CopyListState = 'current' | 'history';

export const getCopies = (status: CopyListState, page: number, opts?: CallOptions) =>
  api.get<CopiesReply>('follow/copies', { status, page, limit: COPY_PAGE_SIZE }, opts);

/** The reader's own application to be a trader and, once approved, their settings. */
export const getApplication = (opts?: CallOptions) => api.get<TraderApplication>('follow/application', {}, opts);

export const applyAsTrader = (
  f: { nickname: string; bio: string; profitShare: string },
  requestId: string,
  opts?: CallOptions,
) =>
  api.post<TraderApplication>(
    'follow/apply',
    { nickname: f.nickname, bio: f.bio, profit_share: f.profitShare, agree: 1 },
    { ...opts, idempotencyKey: requestId },
  );

/** An approved trader's share (for new followers), whether new followers are taken, and the bio. */
export const saveTraderSettings = (
  f: { profitShare: string; open: boolean; bio: string },
  requestId: string,
  opts?: CallOptions,
) =>
  api.post<TraderApplication>(
    'follow/settings',
    { profit_share: f.profitShare, open: f.open ? 1 : 0, bio: f.bio },
    { ...opts, idempotencyKey: requestId },
  );

/** A trader's own followers, newest first. */
export const getFollowers = (page: number, opts?: CallOptions) =>
  api.get<FollowersReply>('follow/followers', { page, limit: COPY_PAGE_SIZE }, opts);
