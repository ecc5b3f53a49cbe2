// Sends the upload queue (src/db/uploadQueue.ts) when the network allows: one item at a time, its
// files first (POST /api/upload, each path kept on the item so a retry never uploads it twice), then
// the item's form under its requestId as Idempotency-Key, so a retry after a lost answer files it
// once. A failure to reach the server is retried on a back-off; a refusal is kept with its reason
// and not retried. Runs at launch when signed in, on the 'online' event, after each new item and
// on its own back-off timer (see main.tsx). No React here: pages read the queue's live query.
//
// Progress: while an item is sent, the share of its files' bytes gone so far is in
// `sendingProgress` (memory only: it means nothing after a reload), for the queue's list.
import { proxy } from 'valtio';
import { ApiError } from '../api/client';
import { upload } from '../api/common';
import {
  claimNextDue,
  enqueueUpload,
  markRefused,
  markSent,
  type NewUpload,
  nextDueAt,
  type QueuedItem,
  removeSentBefore,
  retryNow,
  saveExtraPaths,
  saveResultPath,
  scheduleRetry,
} from '../db/uploadQueue';
import { session } from './session';
import { type Sender, senders } from './upload-senders';

/** Waits after the 1st, 2nd, 3rd… failure to reach the server; the last one repeats. */
export const BACKOFF_MS = [5_000, 15_000, 60_000, 5 * 60_000, 15 * 60_000] as const;

/** A sent item stays listed this long (unless dismissed), then the records screen has it. */
export const KEEP_SENT_MS = 60 * 60_000;

/** The shortest timer: an item due in the past must not spin the loop. */
const MIN_TIMER_MS = 1_000;

export function backoffDelay(failures: number): number {
  const waits: readonly number[] = BACKOFF_MS;
  return waits[Math.min(Math.max(failures, 1), waits.length) - 1] ?? 0;
}

/**
 * Whether a failure may go away by itself: no network, a time-out, a server fault (5xx), or the
 * session ending (the item waits for the next sign-in). A refusal, or a 4xx, is the answer.
 */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true; // unexpected (e.g. storage): never drop the item
  switch (err.kind) {
    case 'network':
    case 'timeout':
    case 'session':
      return true;
    case 'http':
      return err.status === undefined || err.status >= 500 || err.status === 408 || err.status === 429;
    default:
      return false;
  }
}

const reasonOf = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

export type UploaderDeps = {
  /** Uploads a file → its path, telling `onProgress` the share sent (0…1) as it goes. */
  upload: (file: Blob, onProgress: (sent: number) => void) => Promise<string>;
  /** One per purpose; an item of an unknown purpose is refused. */
  senders: Record<string, Sender>;
  /** Online and signed in: otherwise nothing is tried (and no attempt is counted). */
  canSend: () => boolean;
  /** Who is signed in (see ownersNow): only their items are sent. */
  owners: () => string[];
  now: () => number;
  /** Runs `fn` while no other tab runs the queue. */
  withLock: (fn: () => Promise<void>) => Promise<void>;
  /** Calls `fn` after `ms`; → cancels it. */
  schedule: (fn: () => void, ms: number) => () => void;
  /** Told the share of an item's files sent (0…1) while it is sent, and null once it is done. */
  progress?: (itemId: number, sent: number | null) => void;
};

export function createUploader(deps: UploaderDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  let cancelTimer: (() => void) | null = null;

  async function sendOne(item: QueuedItem): Promise<void> {
    try {
      const sender = deps.senders[item.purpose];
      if (!sender) {
        await markRefused(item.id, `Unknown upload purpose: ${item.purpose}`);
        return;
      }
      // The files still to upload, for one share over all their bytes.
      const extraPaths = { ...item.extraPaths };
      const extras = Object.entries(item.extraFiles ?? {}).filter(([name]) => !extraPaths[name]);
      const total = (item.resultPath ? 0 : item.file.size) + extras.reduce((sum, [, file]) => sum + file.size, 0);
      let done = 0;
      const send = async (file: Blob) => {
        const path = await deps.upload(file, (sent) =>
          deps.progress?.(item.id, total > 0 ? (done + sent * file.size) / total : 1),
        );
        done += file.size;
        return path;
      };
      let path = item.resultPath;
      if (!path) {
        path = await send(item.file);
        await saveResultPath(item.id, path);
      }
      for (const [name, file] of extras) {
        extraPaths[name] = await send(file);
        await saveExtraPaths(item.id, extraPaths);
      }
      await sender(item, path, extraPaths);
      await markSent(item.id, deps.now());
    } catch (err) {
      if (isRetryable(err)) {
        const attempts = item.attempts + 1;
        await scheduleRetry(item.id, attempts, deps.now() + backoffDelay(attempts), reasonOf(err));
      } else {
        await markRefused(item.id, reasonOf(err));
      }
    } finally {
      deps.progress?.(item.id, null);
    }
  }

  async function drain(): Promise<void> {
    await removeSentBefore(deps.now() - KEEP_SENT_MS);
    while (deps.canSend()) {
      const item = await claimNextDue(deps.now(), deps.owners());
      if (!item) return;
      await sendOne(item);
    }
  }

  /** Sets the timer for the next waiting item; offline or signed out, the 'online' event or sign-in wakes it. */
  async function arm(): Promise<void> {
    cancelTimer?.();
    cancelTimer = null;
    if (!deps.canSend()) return;
    const due = await nextDueAt(deps.owners());
    if (due === null) return;
    cancelTimer = deps.schedule(() => void run(), Math.max(MIN_TIMER_MS, due - deps.now()));
  }

  /** Sends what is due now. A call while a run is going makes that run look once more. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deps.withLock(drain);
        } while (again);
        await arm();
      } catch {
        // Storage failed (e.g. quota, private mode): items stay as they are for the next run.
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function stop(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  return { run, stop };
}

/** Web Locks make one tab at a time send the queue; a closed tab's lock goes with it. */
async function withTabLock(fn: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('kestrel-upload-queue', fn);
  else await fn();
}

const quiet = { quiet: true, background: true } as const;

/** The share of each item's files sent (0…1), by item id, while the uploader sends it. */
export const sendingProgress = proxy<Record<number, number>>({});

export const uploader = createUploader({
  upload: (file, onProgress) => upload(file, { ...quiet, onProgress }),
  progress: (itemId, sent) => {
    if (sent === null) delete sendingProgress[itemId];
    else sendingProgress[itemId] = sent;
  },
  senders,
  canSend: () => Boolean(session.token) && navigator.onLine,
  owners: ownersNow,
  now: () => Date.now(),
  withLock: withTabLock,
  schedule: (fn, ms) => {
    const timer = setTimeout(fn, Math.min(ms, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  },
});

/** A short tag of the session token (FNV-1a): names the session without keeping the token itself. */
function tokenTag(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return `session:${h.toString(36)}`;
}

/**
 * The signed-in account's tags: its user id once loaded, and its session's tag (known at once,
 * even offline). An item carries the tags it was queued with and is this account's if one matches.
 */
export function ownersNow(): string[] {
  return [session.user?.id ? `user:${session.user.id}` : '', session.token ? tokenTag(session.token) : ''].filter(
    Boolean,
  );
}

/** Keeps a file and its form on the device, stamped with its owner, and starts sending at once if it can. */
export async function queueUpload(input: NewUpload): Promise<void> {
  await enqueueUpload({ ...input, fields: { ...input.fields, owner: ownersNow().join(' ') } });
  void uploader.run();
}

/** The user's "retry" of a failed (or waiting) item. */
export async function retryUpload(id: number): Promise<void> {
  await retryNow(id);
  void uploader.run();
}
