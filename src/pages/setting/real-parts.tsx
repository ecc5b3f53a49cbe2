// Parts shared by the identity verification screens (real, real_mark) and the wallet and bank
// screens: a verification status badge and the "could not load, retry" block.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RealState } from '../../../contract/kyc';
import type { RealStatus } from '../../../contract/user';

/** The state of one level (spec §4), from the user's verified level and latest submission. */
export function levelStatus(state: RealState, level: 1 | 2): RealStatus {
  if (state.level >= level) return 'verified';
  if (state.submitted_level === level && (state.status === 'review' || state.status === 'failed')) return state.status;
  return 'none';
}

export function StatusBadge({ status }: { status: RealStatus }) {
  return (
    <span className={`real-badge real-badge-${status}`}>
      {status === 'verified' ? (
        <Trans>Verified</Trans>
      ) : status === 'review' ? (
        <Trans>Under review</Trans>
      ) : status === 'failed' ? (
        <Trans>Audit failed</Trans>
      ) : (
        <Trans>Not verified</Trans>
      )}
    </span>
  );
}

/** A fetch failed: what happened and a retry button. */
export function LoadError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <div className="page-error" role="alert">
      <p>{children ?? <Trans>This could not be loaded. Check your connection and try again.</Trans>}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
