// The upload queue (owns db.uploadQueue): a file with its form fields kept on the device until the
// network allows, then sent once under its requestId by the uploader (src/state/uploader.ts).
// Pages read it through useQueuedUploads; the state changes are the uploader's, except the user's
// "retry" and "remove".
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type QueuedUpload } from './db';

export type QueuedItem = QueuedUpload & { id: number };

export type NewUpload = Pick<QueuedUpload, 'purpose' | 'file' | 'fileName' | 'fields' | 'requestId'> & {
  /** The file was already uploaded (only its form is still to go): it is not uploaded again. */
  resultPath?: string;
  /** The form's other files, and (`extraPaths`) those of them already uploaded. */
  extraFiles?: Record<string, Blob>;
  extraPaths?: Record<string, string>;
};

/** Adds a waiting item, due at once; → its id. A requestId already queued is refused (sent once). */
export async function enqueueUpload(input: NewUpload, now = Date.now()): Promise<number> {
  const item: QueuedUpload = {
    requestId: input.requestId,
    purpose: input.purpose,
    file: input.file,
    fileName: input.fileName,
    fields: input.fields,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  if (input.resultPath) item.resultPath = input.resultPath;
  if (input.extraFiles) item.extraFiles = input.extraFiles;
  if (input.extraPaths) item.extraPaths = input.extraPaths;
  return (await db.uploadQueue.add(item)) as number;
}

/**
 * Takes the next item that is due and marks it 'sending', in one transaction so two runs never
 * take the same item. An item left 'sending' by a run that was cut off (a reload, a closed app)
 * is due again: the uploader only runs one at a time across tabs (see uploader.ts).
 */
export function claimNextDue(now: number, owners: string[]): Promise<QueuedItem | undefined> {
  return db.transaction('rw', db.uploadQueue, async () => {
    const item = await db.uploadQueue
      .where('nextAttemptAt')
      .belowOrEqual(now)
      .filter((i) => (i.state === 'waiting' || i.state === 'sending') && ownedBy(i, owners))
      .first();
    if (!item?.id) return undefined;
    await db.uploadQueue.update(item.id, { state: 'sending' });
    return { ...item, id: item.id, state: 'sending' };
  });
}

/** The file is on the server: a later retry sends only the form, with this path. */
export async function saveResultPath(id: number, resultPath: string): Promise<void> {
  await db.uploadQueue.update(id, { resultPath });
}

/** One of the item's other files is on the server: `paths` are all of them so far. */
export async function saveExtraPaths(id: number, paths: Record<string, string>): Promise<void> {
  await db.uploadQueue.update(id, { extraPaths: paths });
}

export async function markSent(id: number, now: number): Promise<void> {
  await db.uploadQueue.update(id, { state: 'done', finishedAt: now, error: undefined });
}

/** The server refused it: kept, with its reason, until the user retries or removes it. */
export async function markRefused(id: number, reason: string): Promise<void> {
  await db.uploadQueue.update(id, { state: 'failed', error: reason });
}

/** It could not reach the server: waiting again, due at `nextAttemptAt`. */
export async function scheduleRetry(
  id: number,
  attempts: number,
  nextAttemptAt: number,
  reason: string,
): Promise<void> {
  await db.uploadQueue.update(id, { state: 'waiting', attempts, nextAttemptAt, error: reason });
}

/** The user's "retry": a failed or waiting item is due now, its back-off started afresh. */
export async function retryNow(id: number, now = Date.now()): Promise<void> {
  await db.uploadQueue
    .where('id')
    .equals(id)
    .filter((i) => i.state === 'failed' || i.state === 'waiting')
    .modify({ state: 'waiting', attempts: 0, nextAttemptAt: now, error: undefined });
}

/** The user's "remove" (or "dismiss" of a sent one). An item being sent stays: it may arrive. */
export async function removeUpload(id: number): Promise<void> {
  await db.uploadQueue
    .where('id')
    .equals(id)
    .filter((i) => i.state !== 'sending')
    .delete();
}

/**
 * Drops these owners' items of `purpose` not yet sent nor being sent: a newer choice replaces
 * them (e.g. the avatar chosen last wins).
 */
export async function removeUnsent(purpose: string, owners: string[]): Promise<void> {
  await db.uploadQueue
    .filter((i) => i.purpose === purpose && (i.state === 'waiting' || i.state === 'failed') && ownedBy(i, owners))
    .delete();
}

/** Clears items sent before `before`: by then the server's own records show them. */
export async function removeSentBefore(before: number): Promise<void> {
  await db.uploadQueue
    .where('state')
    .equals('done')
    .filter((i) => (i.finishedAt ?? 0) < before)
    .delete();
}

/** When the earliest waiting item of these owners is due; null when none waits. */
export async function nextDueAt(owners: string[]): Promise<number | null> {
  const first = await db.uploadQueue
    .orderBy('nextAttemptAt')
    .filter((i) => i.state === 'waiting' && ownedBy(i, owners))
    .first();
  return first ? first.nextAttemptAt : null;
}

/** The queued items of one purpose (e.g. 'recharge') and these owners, oldest first; undefined while loading. */
export function useQueuedUploads(purpose: string, owners: string[]): QueuedItem[] | undefined {
  const key = owners.join(',');
  return useLiveQuery(async () => {
    // A handful of rows: sorted in memory rather than by an index the landed schema lacks.
    const rows = await db.uploadQueue.toCollection().sortBy('createdAt');
    return rows.filter((r): r is QueuedItem => r.purpose === purpose && r.id !== undefined && ownedBy(r, owners));
  }, [purpose, key]);
}

/**
 * Whether the item was queued by one of `owners` (the signed-in account): a request queued by one
 * account must never be sent under another one that signs in later on the same device.
 */
export const ownedBy = (item: Pick<QueuedUpload, 'fields'>, owners: string[]) =>
  (item.fields.owner ?? '').split(' ').some((tag) => tag !== '' && owners.includes(tag));
