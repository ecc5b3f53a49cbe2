// Asks before closing at the market: one position (with its P&L now) or many at once.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConfirmActions } from '../../../../ui/ConfirmActions';
import { useNeedsNetwork } from '../../../../ui/OfflineReason';
import { Sheet } from '../../../../ui/Sheet';

export function CloseSheet({
  question,
  busy,
  onClose,
  onConfirm,
}: {
  /** What is about to be closed; null hides the sheet. */
  question: ReactNode | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const network = useNeedsNetwork();
  return (
    <Sheet open={question !== null} title={<Trans>Close at market</Trans>} onClose={onClose}>
      <p className="close-question" data-testid="close-question">
        {question}
      </p>
      <p className="field-hint confirm-note">
        <Trans>Positions close at the price recorded when the server accepts the request, less the closing fee.</Trans>
      </p>
      <ConfirmActions
        sendError={null}
        busy={busy}
        network={network}
        tone="sell"
        onClose={onClose}
        onConfirm={onConfirm}
      />
    </Sheet>
  );
}
