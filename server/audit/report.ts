// What the settlement auditor found (issue 41): every outcome it recomputed, counted per kind, and
// every difference between what is stored and what the rules and the tick log say it should be.
import Decimal from 'decimal.js';

import type { Difference } from '../../contract/audit';

export type { AuditReport, Difference } from '../../contract/audit';

const MAX_LISTED = 1000;

export function makeFindings() {
  const counts: Record<string, number> = {};
  const differences: Difference[] = [];
  let differenceCount = 0;
  return {
    count(kind: string, n = 1) {
      counts[kind] = (counts[kind] ?? 0) + n;
    },
    differ(kind: string, id: string, what: string, expected: unknown, found: unknown) {
      differenceCount++;
      if (differences.length < MAX_LISTED)
        differences.push({ kind, id, what, expected: String(expected), found: String(found) });
    },
    counts,
    differences,
    differenceCount: () => differenceCount,
  };
}

export type Findings = ReturnType<typeof makeFindings>;

/** Two decimal strings equal as numbers ('1.50' = '1.5'); a missing or unreadable value equals only another missing one. */
export function same(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return a == null && b == null;
  if (a === b) return true;
  try {
    return new Decimal(a).eq(b);
  } catch {
    return false;
  }
}
