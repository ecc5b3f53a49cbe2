// What the uploader does with each purpose of queued item once its files are on the server: the
// form it files, always under the item's requestId as Idempotency-Key (the server files it once).
import { realSubmissionOf, setHeadPortrait, submitReal } from '../api/user';
import { requestRecharge } from '../api/wallet';
import type { QueuedItem } from '../db/uploadQueue';
import { session } from './session';

/** Files an item's form once its file is on the server at `resultPath` (its other files at `extraPaths`). */
export type Sender = (item: QueuedItem, resultPath: string, extraPaths: Record<string, string>) => Promise<unknown>;

/** No toast nor loading indicator: the queue's list shows the outcome. */
const quiet = { quiet: true, background: true } as const;

const keyed = (item: QueuedItem) => ({ ...quiet, idempotencyKey: item.requestId });

export const senders: Record<string, Sender> = {
  recharge: (item, voucher) =>
    requestRecharge(
      { coinId: Number(item.fields.currency), amount: item.fields.amount ?? '', voucher },
      item.requestId,
      quiet,
    ),
  avatar: async (item, upload) => {
    const publicPath = await setHeadPortrait(upload, keyed(item));
    // Only the signed-in owner's items are sent, so this is their profile.
    if (session.user) session.user.head_portrait = publicPath;
  },
  kyc: (item, photo, more) => submitReal(realSubmissionOf(item.fields, photo, more), keyed(item)),
};
