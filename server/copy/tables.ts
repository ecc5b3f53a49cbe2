// Copy trading's tables (issue 36). A copy is an ordinary contract position of the follower
// (lever_position); copy_position links it to the trader's position and keeps the follow's terms
// it was sized by, so the auditor can check it.
import type { FollowState, TraderApplicationState } from '../../contract/copy';

/** A user's application to be a trader and, once approved, their settings. */
export interface CopyTraderTable {
  user_id: string;
  state: TraderApplicationState;
  nickname: string;
  bio: string;
  /** The share of followers' net copy profit (a fraction); a change applies to new follows. */
  profit_share: string;
  /** 1 while new followers are taken. */
  open: number;
  note: string | null;
  /** 1 for the demo market's strategy bots. */
  demo: number;
  applied_at: number;
  decided_at: number | null;
  decided_by: string | null;
  updated_at: number;
}

/** One follower's following of one trader (one row per pair: following again edits it). */
export interface CopyFollowTable {
  id: string;
  follower_id: string;
  trader_id: string;
  mode: 1 | 2;
  number: string;
  stop_loss: string | null;
  take_profit: string | null;
  max_margin: string | null;
  max_total: string | null;
  /** The trader's share when this follow (re)started. */
  profit_share: string;
  state: FollowState;
  stopped_reason: 'stop_loss' | 'take_profit' | null;
  /** The net copy profit already shared; what the profit shares have paid. */
  high_water_mark: string;
  shares_paid: string;
  created_at: number;
  updated_at: number;
}

/** A copy: the follower's position, the trader's it copies, and the terms it was sized by. */
export interface CopyPositionTable {
  position_id: string;
  follow_id: string;
  trader_position_id: string;
  follower_id: string;
  trader_id: string;
  mode: 1 | 2;
  number: string;
  trader_share: number;
  /** Set when the follower took it over: the trader's close no longer touches it. */
  self_held_at: number | null;
  created_at: number;
}

/** A copy not opened (one per follow and trader position), and why. */
export interface CopySkipTable {
  id: string;
  follow_id: string;
  trader_position_id: string;
  follower_id: string;
  symbol: string;
  reason: 'margin' | 'max_margin' | 'max_total' | 'late';
  created_at: number;
}

/** Where the copier has read the traders' position changes up to (one row). */
export interface CopyCursorTable {
  id: number;
  updated_at: number;
}

/** A trader's statistics as the hourly job computed them (JSON of contract/copy TraderStats[] and the curve). */
export interface CopyStatsTable {
  trader_id: string;
  stats: string;
  curve: string;
  follow_num: number;
  assets_under_copy: string;
  followers_profits: string;
  computed_at: number;
}

/** A daily profit-share settlement of one follow. */
export interface CopyShareTable {
  id: string;
  follow_id: string;
  follower_id: string;
  trader_id: string;
  day: string;
  net_profit: string;
  high_water_mark: string;
  rate: string;
  amount: string;
  created_at: number;
}
