import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const REVIEW_STATES = [
  { key: 'review', label: msg`Under review` },
  { key: 'approved', label: msg`Approved` },
  { key: 'rejected', label: msg`Rejected` },
];

export const KYC_STATES = [
  { key: 'review', label: msg`Under review` },
  { key: 'verified', label: msg`Verified` },
  { key: 'failed', label: msg`Rejected` },
];

export const PAGE_SIZE = 20;

/** The label of a state key among `states`; null for a key not listed (shown as it is). */
export const stateLabel = (states: { key: string; label: MessageDescriptor }[], key: string) =>
  states.find((s) => s.key === key)?.label ?? null;
