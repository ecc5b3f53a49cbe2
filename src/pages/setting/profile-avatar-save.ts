// Makes a chosen picture the avatar: uploaded and set at once when online; offline, or when the
// network fails on the way, kept in the upload queue (purpose 'avatar') under the same request id
// and set by the uploader when the connection returns. The picture chosen last wins: a newer one
// drops any not yet sent.
import { upload } from '../../api/common';
import { setHeadPortrait } from '../../api/user';
import { removeUnsent } from '../../db/uploadQueue';
import { isRetryable, ownersNow, queueUpload } from '../../state/uploader';

export const AVATAR_PURPOSE = 'avatar';

/** → the avatar's public path, or null when it waits in the queue. A refusal is thrown. */
export async function saveAvatar(file: File, onProgress?: (sent: number) => void): Promise<string | null> {
  const requestId = crypto.randomUUID();
  await removeUnsent(AVATAR_PURPOSE, ownersNow());
  let uploaded = '';
  try {
    if (navigator.onLine) {
      uploaded = await upload(file, { onProgress });
      return await setHeadPortrait(uploaded, { idempotencyKey: requestId });
    }
  } catch (err) {
    if (!isRetryable(err)) throw err;
  }
  await queueUpload({
    purpose: AVATAR_PURPOSE,
    requestId,
    file,
    fileName: file.name,
    fields: {},
    resultPath: uploaded || undefined,
  });
  return null;
}
