// How far identity verification has come (spec §4: not verified, under review, verified, failed),
// from the user's highest verified level and the state of the latest submission.
import { useLingui } from '@lingui/react/macro';
import type { RealStatus } from '../../../contract/user';

export type Badge = { tone: 'success' | 'warning' | 'error' | 'muted'; text: string };

export function useVerificationBadges(level: 0 | 1 | 2, status: RealStatus): Badge[] {
  const { t } = useLingui();
  const badges: Badge[] = [];
  if (level === 2) badges.push({ tone: 'success', text: t`Advanced verified (Lv2)` });
  else if (level === 1) badges.push({ tone: 'success', text: t`Basic verified (Lv1)` });
  if (level === 1 && status === 'review') badges.push({ tone: 'warning', text: t`Advanced under review` });
  if (level === 1 && status === 'failed') badges.push({ tone: 'error', text: t`Advanced verification failed` });
  if (level === 0) {
    if (status === 'review') badges.push({ tone: 'warning', text: t`Verification under review` });
    else if (status === 'failed') badges.push({ tone: 'error', text: t`Verification failed` });
    else badges.push({ tone: 'muted', text: t`Not verified` });
  }
  return badges;
}

/**
 * The same state, short, for the settings row whose label already says "Identity verification":
 * the badges' own words ("Verification under review") would repeat the label in every language.
 */
export function useVerificationSummary(level: 0 | 1 | 2, status: RealStatus): string {
  const { t } = useLingui();
  const parts: string[] = [];
  if (level === 2) parts.push(t({ message: 'Advanced (Lv2)', context: 'identity verification level reached' }));
  else if (level === 1) parts.push(t({ message: 'Basic (Lv1)', context: 'identity verification level reached' }));
  if (level === 1 && status === 'review') {
    parts.push(t({ message: 'Advanced: under review', context: 'identity verification state' }));
  }
  if (level === 1 && status === 'failed') {
    parts.push(t({ message: 'Advanced: failed', context: 'identity verification state' }));
  }
  if (level === 0) {
    if (status === 'review') parts.push(t({ message: 'Under review', context: 'identity verification state' }));
    else if (status === 'failed') parts.push(t({ message: 'Failed', context: 'identity verification state' }));
    else parts.push(t({ message: 'Not started', context: 'identity verification state' }));
  }
  return parts.join(' · ');
}
