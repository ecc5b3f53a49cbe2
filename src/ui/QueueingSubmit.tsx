import { Trans } from '@lingui/react/macro';
import { useOnline } from '../app/useOnline';
import { SubmitButton } from './SubmitButton';

/** The forms the upload queue can keep on the device: a recharge's voucher, an identity verification. */
type Kept = 'recharge' | 'verification';

/**
 * The submit of a form the upload queue can keep: offline it says what is kept on the device and
 * offers "Send when online" rather than being disabled.
 */
export function QueueingSubmit({ busy, kept }: { busy: boolean; kept: Kept }) {
  const online = useOnline();
  return (
    <>
      {!online && (
        <p className="field-hint" data-testid="offline-note">
          {kept === 'recharge' ? (
            <Trans>
              You are offline. The voucher and amount are kept on this device and sent when the connection returns.
            </Trans>
          ) : (
            <Trans>
              You are offline. Your details and photos are kept on this device and sent when the connection returns.
            </Trans>
          )}
        </p>
      )}
      <SubmitButton busy={busy} queues>
        {!online ? (
          <Trans>Send when online</Trans>
        ) : kept === 'recharge' ? (
          <Trans>Submit</Trans>
        ) : (
          <Trans>Submit for review</Trans>
        )}
      </SubmitButton>
    </>
  );
}
