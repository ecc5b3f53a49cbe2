import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnline } from '../app/useOnline';
import { SubmitButton } from './SubmitButton';

/**
 * The submit of a form the upload queue can keep: offline it says what is kept on the device
 * (`kept`) and offers "Send when online" rather than being disabled; online it says `label`.
 */
export function QueueingSubmit({ busy, kept, label }: { busy: boolean; kept: ReactNode; label: ReactNode }) {
  const online = useOnline();
  return (
    <>
      {!online && (
        <p className="field-hint" data-testid="offline-note">
          {kept}
        </p>
      )}
      <SubmitButton busy={busy} queues>
        {online ? label : <Trans>Send when online</Trans>}
      </SubmitButton>
    </>
  );
}
