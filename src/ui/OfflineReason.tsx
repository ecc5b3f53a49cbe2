// Why an action that needs the network is disabled while offline: one translated sentence, tied to
// the disabled control by aria-describedby. What the user typed stays in the form meanwhile.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useOnline } from '../app/useOnline';

export function OfflineReason({ id }: { id?: string }) {
  return (
    <p id={id} className="field-hint offline-reason" data-testid="offline-reason">
      <Trans>You are offline. This needs a connection.</Trans>
    </p>
  );
}

/**
 * For a control that needs the network: `offline` disables it, `describedBy` goes on it and
 * `reason` is shown beside it (null online). `allowed` (e.g. a form that queues) never disables.
 */
export function useNeedsNetwork(allowed = false) {
  const online = useOnline();
  const id = useId();
  const offline = !online && !allowed;
  return { offline, describedBy: offline ? id : undefined, reason: offline ? <OfflineReason id={id} /> : null };
}
