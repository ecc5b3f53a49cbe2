// Uploading the file an operator picked, shared by the NFT forms (an artwork's file and cover, a
// series' cover, an artist's picture): the form is busy while it is sent, a refusal is shown as its
// error and the input is cleared so the same file can be picked again.
import { uploadNftMedia } from '../../api/calls';
import { errorText } from '../../api/client';
import type { MediaKind } from './artwork';

export type UploadCallbacks = {
  /** True as the upload starts, false once it is over, either way. */
  busy: (on: boolean) => void;
  /** Null as it starts (an older refusal is gone), then the server's refusal if it refuses. */
  error: (text: string | null) => void;
  /** The uploaded file's URL, to put in the form. */
  uploaded: (url: string) => void;
};

export async function uploadPicked(e: { target: HTMLInputElement }, kind: MediaKind, on: UploadCallbacks) {
  const file = e.target.files?.[0];
  if (!file) return;
  on.busy(true);
  on.error(null);
  try {
    const { url } = await uploadNftMedia(kind, file);
    on.uploaded(url);
  } catch (err) {
    on.error(errorText(err));
    e.target.value = '';
  } finally {
    on.busy(false);
  }
}
