// How many items wait in each queue, for the navigation's badges: asked when the navigation
// appears, every minute, and right after a decision (so the badge drops at once, not a minute later).
import { proxy } from 'valtio';
import type { QueueCounts } from '../../../contract/admin';
import { queues } from '../api/calls';

export const queueState = proxy<{ counts: QueueCounts | null }>({ counts: null });

/** Asks the server again. A failure keeps the last counts: a badge is a hint, not worth an error. */
export function refreshQueues(): Promise<void> {
  return queues().then(
    (counts) => {
      queueState.counts = counts;
    },
    () => undefined,
  );
}
