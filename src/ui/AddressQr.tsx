// The QR code of an address as it is typed, made on the device (src/lib/addressQr.ts): what will be
// saved with it, so the user can scan it with their wallet and see the same address come up.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { addressQrUrl } from '../lib/addressQr';

/** How long typing must pause before the code is drawn again. */
const SETTLE_MS = 250;

export function AddressQr({ address }: { address: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!address) {
      setUrl(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      addressQrUrl(address).then(
        (made) => live && setUrl(made),
        () => live && setUrl(null),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [address]);
  return (
    <div className="address-qr">
      <span className="field-label">
        <Trans>QR code of the address</Trans>
      </span>
      {url ? (
        <img src={url} alt={t`QR code of the address`} width={160} height={160} data-testid="address-qr" />
      ) : (
        <p className="muted">
          <Trans>Type the address: its QR code is made here, on your phone, and saved with it.</Trans>
        </p>
      )}
    </div>
  );
}
