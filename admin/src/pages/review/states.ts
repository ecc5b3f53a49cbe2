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
