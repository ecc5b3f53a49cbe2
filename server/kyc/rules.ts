// Pure rules of identity verification.
import type { RealStatus } from '../../contract/user';
import type { KycState } from './tables';

/** Spec §4: not verified → under review → verified | audit failed. */
export function statusOf(latest: { state: KycState } | undefined): RealStatus {
  return latest ? latest.state : 'none';
}

/** Shows the first 3 and last 4 characters of a document number: enough to recognise it. */
export function maskDocumentNumber(value: string): string {
  if (value.length <= 7) return `${value.slice(0, 1)}${'*'.repeat(Math.max(0, value.length - 2))}${value.slice(-1)}`;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/** Which level a new submission may have, given the verified level; null when none may be made. */
export function nextLevel(verifiedLevel: number): 1 | 2 | null {
  if (verifiedLevel <= 0) return 1;
  if (verifiedLevel === 1) return 2;
  return null;
}
