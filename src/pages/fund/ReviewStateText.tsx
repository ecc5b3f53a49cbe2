// A reviewed request's state (recharges, withdrawals): approved in the up colour, rejected with
// its reason in the down colour, otherwise under review.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function ReviewStateText({
  state,
  reason,
  approved,
}: {
  state: 'review' | 'approved' | 'rejected';
  reason: string | null;
  /** What approval means for this kind of request ("Credited", "Completed"). */
  approved: ReactNode;
}) {
  if (state === 'approved') return <span className="up">{approved}</span>;
  if (state === 'rejected') {
    return (
      <span className="down">
        <Trans>Rejected: {reason}</Trans>
      </span>
    );
  }
  return (
    <span className="muted">
      <Trans>Under review</Trans>
    </span>
  );
}
