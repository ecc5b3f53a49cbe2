// Identity verification kept on this device by the upload queue (purpose 'kyc'): its list with
// states and the card shown instead of the form while one waits.
import { Trans, useLingui } from '@lingui/react/macro';
import { UploadQueueList, useMyQueuedUploads } from '../../ui/UploadQueueList';
import { KYC_PURPOSE } from './real-send';

/** This account's queued verifications: the one waiting, the latest refused one, how many were sent. */
export function useVerificationQueue() {
  const items = useMyQueuedUploads(KYC_PURPOSE) ?? [];
  return {
    /** Waiting or being sent: the form is not offered again meanwhile. */
    pending: items.find((i) => i.state === 'waiting' || i.state === 'sending'),
    /** Its typed fields fill the form again (the photos are chosen again). */
    refused: items.filter((i) => i.state === 'failed').at(-1),
    sent: items.filter((i) => i.state === 'done').length,
  };
}

export function QueuedVerifications() {
  const { t } = useLingui();
  return (
    <UploadQueueList
      purpose={KYC_PURPOSE}
      title={t`Verification on this device`}
      label={(item) => (item.fields.real_type === '2' ? t`Lv2 advanced verification` : t`Lv1 basic verification`)}
    />
  );
}

export function WaitingCard() {
  return (
    <section className="card" data-testid="kyc-waiting">
      <h2>
        <Trans>Saved on this device</Trans>
      </h2>
      <p className="muted real-card-text">
        <Trans>Your submission is sent when the connection returns; this page then shows its review.</Trans>
      </p>
    </section>
  );
}
