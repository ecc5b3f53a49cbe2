// "Remove" for a bound e-mail address or phone (/safe/unbind), asked once more in a sheet: offered
// only while the other contact exists, as the account keeps at least one.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { unbindContact } from '../../api/auth';
import { refreshUser } from '../../state/account';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { Sheet } from '../../ui/Sheet';

export function RemoveContact({
  type,
  shown,
  onRemoved,
  onFailed,
}: {
  type: 'email' | 'mobile';
  /** The bound contact, masked. */
  shown: string;
  onRemoved: () => void;
  onFailed: (err: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const network = useNeedsNetwork();

  const remove = async () => {
    setBusy(true);
    try {
      await unbindContact(type);
      await refreshUser().catch(() => undefined);
      setOpen(false);
      onRemoved();
    } catch (err) {
      // Shown by the API client.
      setBusy(false);
      setOpen(false);
      onFailed(err);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => setOpen(true)}
        disabled={network.offline}
        aria-describedby={network.describedBy}
      >
        {type === 'email' ? <Trans>Remove this e-mail address</Trans> : <Trans>Remove this phone number</Trans>}
      </button>
      <Sheet
        open={open}
        title={type === 'email' ? <Trans>Remove e-mail address?</Trans> : <Trans>Remove phone number?</Trans>}
        onClose={() => setOpen(false)}
      >
        <p className="explain">
          <Trans>
            {shown} will no longer receive codes or alerts for your account. Withdrawals are paused for 24 hours.
          </Trans>
        </p>
        <button
          type="button"
          className="button button-block"
          onClick={() => void remove()}
          disabled={busy}
          aria-busy={busy}
        >
          <Trans>Remove</Trans>
        </button>
      </Sheet>
    </>
  );
}
