// The confirm sheet's Cancel and Confirm for an NFT action sent through ./useConfirmedSend: Confirm
// sends (the same Idempotency-Key on a retry), and a refusal calls `onRefused` so the screen can
// reload what the server now has.

import { ConfirmActions } from './ConfirmActions';
import type { useNeedsNetwork } from './OfflineReason';

type Sending = { sendError: string | null; busy: boolean; close: () => void; send: () => Promise<boolean> };

export function SendActions({
  submit,
  network,
  tone = 'buy',
  onRefused,
}: {
  submit: Sending;
  network: ReturnType<typeof useNeedsNetwork>;
  tone?: 'buy' | 'sell';
  onRefused?: () => void;
}) {
  return (
    <ConfirmActions
      sendError={submit.sendError}
      busy={submit.busy}
      network={network}
      tone={tone}
      onClose={submit.close}
      onConfirm={() => {
        void submit.send().then((done) => {
          if (!done) onRefused?.();
        });
      }}
    />
  );
}
