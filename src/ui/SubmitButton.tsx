// The form's main button. Offline, a form whose request needs the network cannot be sent: the
// button is disabled with the reason beneath it (what was typed stays); a form that keeps its
// request on the device for the upload queue (`queues`) stays enabled.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { useOnline } from '../app/useOnline';

type Props = {
  /** While its request runs, so it cannot be sent twice. */
  busy: boolean;
  children: ReactNode;
  disabled?: boolean;
  /** Offline, the form queues its request (e.g. a recharge voucher): not disabled then. */
  queues?: boolean;
};

export function SubmitButton({ busy, children, disabled, queues }: Props) {
  const online = useOnline();
  const reasonId = useId();
  const offline = !online && !queues;
  return (
    <>
      <button
        type="submit"
        className="button button-block"
        disabled={busy || disabled || offline}
        aria-busy={busy}
        aria-describedby={offline ? reasonId : undefined}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
        {children}
      </button>
      {offline && <OfflineReason id={reasonId} />}
    </>
  );
}

/** Why an action that needs the network is disabled. */
export function OfflineReason({ id }: { id?: string }) {
  return (
    <p id={id} className="field-hint offline-reason" data-testid="offline-reason">
      <Trans>You are offline. This needs a connection.</Trans>
    </p>
  );
}
