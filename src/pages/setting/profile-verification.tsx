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
