// What the uploader does with each purpose of queued item once its files are on the server: the
// form it files, always under the item's requestId as Idempotency-Key (the server files it once).
import { setHeadPortrait, submitReal } from '../api/user';
import { requestRecharge } from '../api/wallet';
import type { QueuedItem } from '../db/uploadQueue';
import { session } from './session';
import type { Sender } from './uploader';

/** No toast nor loading indicator: the queue's list shows the outcome. */
const quiet = { quiet: true, background: true } as const;

const keyed = (item: QueuedItem) => ({ ...quiet, idempotencyKey: item.requestId });

/** The identity verification of a queued item: level 1 (`file` the front, `reverse_pic` the back) or level 2 (`file` the hand-held photo). */
function submitVerification(item: QueuedItem, photo: string, extra: Record<string, string>) {
  const f = item.fields;
  if (f.real_type === '2') {
    return submitReal(
      {
        real_type: '2',
        link_name: f.link_name ?? '',
        link_mobile: f.link_mobile ?? '',
        link_code: f.link_code ?? '',
        hand_pic: photo,
      },
      keyed(item),
    );
  }
  const idType = f.id_type === '2' || f.id_type === '3' ? f.id_type : '1';
  return submitReal(
    {
      real_type: '1',
      id_type: idType,
      name: f.name ?? '',
      card_id: f.card_id ?? '',
      front_pic: photo,
      reverse_pic: extra.reverse_pic ?? '',
    },
    keyed(item),
  );
}

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
  kyc: submitVerification,
};
