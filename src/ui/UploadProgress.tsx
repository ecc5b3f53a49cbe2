// How much of an upload has gone: a bar and its percentage, or a moving bar before the first
// progress event (the file is still being read, or the browser has not reported yet).
// Announced by the live region it is placed in (role="status").
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/** `sent`: the share sent so far (0…1), or null while unknown. */
export function UploadProgress({ sent }: { sent: number | null }) {
  // Rounded down: 100 % only once every byte has gone.
  const percent = sent === null ? null : Math.floor(sent * 100);
  return (
    <span className="upload-progress">
      <progress max={100} value={percent ?? undefined} aria-label={t`Upload progress`} />
      {percent === null ? <Trans>Uploading…</Trans> : <Trans>Uploading… {percent}%</Trans>}
    </span>
  );
}
