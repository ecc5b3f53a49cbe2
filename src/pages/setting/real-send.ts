// Sends an identity verification form, or keeps it in the upload queue (purpose 'kyc') when the
// device is offline, a photo could not be uploaded yet, or the network failed on the way: the
// uploader then uploads what is missing and files it once under the same request id.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { realSubmissionOf, submitReal } from '../../api/user';
import { showToast } from '../../state/ui';
import { isRetryable, queueUpload } from '../../state/uploader';
import type { useQueueablePhoto } from '../../ui/useQueueablePhoto';

export const KYC_PURPOSE = 'kyc';

type Photo = ReturnType<typeof useQueueablePhoto>;

type Form = {
  requestId: string;
  /** real_type and the typed fields, as realSubmissionOf reads them. */
  fields: Record<string, string>;
  /** The photo of the form (level 1: the front; level 2: the hand-held one). */
  photo: Photo;
  /** Its other photos by field name (level 1: reverse_pic). */
  more?: Record<string, Photo>;
};

/**
 * → 'sent' (the server took it), 'queued' (kept on the device) or 'refused' (shown by the API
 * client; the form keeps what was typed). Throws when it could not be kept on the device.
 */
export async function sendVerification({ requestId, fields, photo, more = {} }: Form) {
  const morePaths = Object.fromEntries(Object.entries(more).map(([name, p]) => [name, p.url]));
  const uploaded = photo.url && Object.values(morePaths).every(Boolean);
  if (navigator.onLine && uploaded) {
    try {
      showToast(await submitReal(realSubmissionOf(fields, photo.url, morePaths), { idempotencyKey: requestId }));
      return 'sent' as const;
    } catch (err) {
      if (!isRetryable(err)) return 'refused' as const;
    }
  }
  if (!photo.file) return 'refused' as const; // not chosen: the form's own check stops this first
  const extraFiles: Record<string, Blob> = {};
  for (const [name, p] of Object.entries(more)) if (p.file) extraFiles[name] = p.file;
  await queueUpload({
    purpose: KYC_PURPOSE,
    requestId,
    file: photo.file,
    fileName: photo.fileName,
    fields,
    resultPath: photo.url || undefined,
    extraFiles,
    extraPaths: Object.fromEntries(Object.entries(morePaths).filter(([, url]) => url)),
  });
  return 'queued' as const;
}

/**
 * A level form's submit: sends (or queues) the form, says so, and keeps what was typed when it is
 * refused (the API client shows why). `busy` while it runs.
 */
export function useSendVerification(onSubmitted: () => void) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const send = async (form: Form) => {
    setBusy(true);
    try {
      const result = await sendVerification(form);
      // Queued: the screen shows it waiting (from the queue).
      if (result === 'sent') onSubmitted();
      else if (result === 'queued') showToast(t`Saved on this device. It will be sent when the connection returns.`);
    } catch {
      showToast(t`Your verification could not be saved on this device. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
