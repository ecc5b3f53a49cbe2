// The form's main button. Offline, a form whose request needs the network cannot be sent: the
// button is disabled with the reason beneath it (what was typed stays); a form that keeps its
// request on the device for the upload queue (`queues`) stays enabled.
import type { ReactNode } from 'react';
import { useNeedsNetwork } from './OfflineReason';

type Props = {
  /** While its request runs, so it cannot be sent twice. */
  busy: boolean;
  children: ReactNode;
  disabled?: boolean;
  /** Offline, the form queues its request (e.g. a recharge voucher): not disabled then. */
  queues?: boolean;
  /** Ids of what else explains the button (e.g. why it is disabled), read with the offline reason. */
  describedBy?: string;
};

export function SubmitButton({ busy, children, disabled, queues, describedBy }: Props) {
  const network = useNeedsNetwork(queues);
  const described = [describedBy, network.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <button
        type="submit"
        className="button button-block"
        disabled={busy || disabled || network.offline}
        aria-busy={busy}
        aria-describedby={described}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
        {children}
      </button>
      {network.reason}
    </>
  );
}
