// The foot of a confirmation sheet (an order, a subscription, a bid): the refusal that came back, Cancel
// and Confirm (busy while sending, disabled offline with the reason).
import { Trans } from '@lingui/react/macro';
import type { useNeedsNetwork } from './OfflineReason';

type Props = {
  sendError: string | null;
  busy: boolean;
  network: ReturnType<typeof useNeedsNetwork>;
  /** The colour of Confirm: buying/up or selling/down. */
  tone: 'buy' | 'sell';
  onClose: () => void;
  onConfirm: () => void;
};

export function ConfirmActions({ sendError, busy, network, tone, onClose, onConfirm }: Props) {
  return (
    <>
      {sendError && (
        <p className="field-error" role="alert">
          {sendError}
        </p>
      )}
      <div className="confirm-actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className={`button confirm-${tone}`}
          disabled={busy || network.offline}
          aria-busy={busy}
          aria-describedby={network.describedBy}
          onClick={onConfirm}
        >
          {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
          <Trans>Confirm</Trans>
        </button>
      </div>
      {network.reason}
    </>
  );
}
