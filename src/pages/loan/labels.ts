// Crypto loans as the screens name them: the screens' paths, a term, a loan's state, its events
// and its LTV band.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoanEventKind, LoanState } from '../../../contract/loans';
import type { LtvBand } from '../../lib/loans';

export const BORROWING = '/pages/common/borrowing';
export const MY_LOANS = '/pages/loan/mine';
export const loanPath = (id: string) => `/pages/loan/detail?id=${encodeURIComponent(id)}`;
export const repayPath = (id: string) => `/pages/loan/repay?id=${encodeURIComponent(id)}`;
export const collateralPath = (id: string, action: 'add' | 'reduce') =>
  `/pages/loan/collateral?id=${encodeURIComponent(id)}&action=${action}`;

/** A term in days as offered (0: flexible). */
export function termLabel(days: number): MessageDescriptor {
  return days === 0 ? msg`Flexible` : msg`${days} days`;
}

export const STATE_LABELS: Record<LoanState, MessageDescriptor> = {
  open: msg`Open`,
  repaid: msg`Repaid`,
  liquidated: msg`Settled from collateral`,
};

export const EVENT_LABELS: Record<LoanEventKind, MessageDescriptor> = {
  borrow: msg`Borrowed`,
  interest: msg`Interest charged`,
  repay: msg`Repaid`,
  add_collateral: msg`Collateral added`,
  reduce_collateral: msg`Collateral taken back`,
  margin_call: msg`Margin call`,
  liquidation: msg`Liquidated`,
  expiry: msg`Settled after the due date`,
};

export const BAND_LABELS: Record<LtvBand, MessageDescriptor> = {
  safe: msg`Safe`,
  near: msg`Near margin call`,
  call: msg`Margin call`,
};
