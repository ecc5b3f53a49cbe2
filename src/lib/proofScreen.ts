// Which state "Verify my balances" is in (src/pages/fund/proof.tsx), pure: what the server answered
// decides, and before any answer, whether the phone is offline or the load failed.
import type { ProofMine } from '../../contract/proof';

export type ProofScreen =
  /** No answer yet, the load under way. */
  | 'loading'
  /** No answer, and no network: it loads when the network is back. */
  | 'offline'
  /** No answer: the load failed (Retry). */
  | 'failed'
  /** Nothing has been published yet. */
  | 'none'
  /** Published, but the reader held nothing then (no leaf). */
  | 'absent'
  /** The reader's leaf and path, to check. */
  | 'leaf';

export function proofScreen(
  proof: ProofMine | null,
  { failed, online }: { failed: boolean; online: boolean },
): ProofScreen {
  if (!proof) return !online ? 'offline' : failed ? 'failed' : 'loading';
  if (!proof.publication) return 'none';
  return proof.leaf ? 'leaf' : 'absent';
}
