// The home screen's offer to install the app: the browser's own dialog where it has one, the
// steps for iOS Safari where it has none. Dismissed once, it stays dismissed on this device. It
// is a card in the home screen's flow, after the market list: pinned above the tab bar it covered
// the tiles and the quotes on a phone (issue 20), and higher up it would push them down when the
// browser's offer arrives after the first paint (a layout shift).
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { readStored, writeStored } from '../lib/storage';
import { ui } from '../state/ui';
import { promptInstall } from './install';

const DISMISSED = 'install_dismissed';

export function InstallCard() {
  const { install } = useSnapshot(ui);
  const [dismissed, setDismissed] = useState(() => readStored(DISMISSED) === '1');
  if (install === 'none' || dismissed) return null;
  const dismiss = () => {
    writeStored(DISMISSED, '1');
    setDismissed(true);
  };
  return (
    <section className="card install-card" aria-labelledby="install-title">
      <h2 id="install-title">
        <Trans>Install Kestrel</Trans>
      </h2>
      {install === 'ios' ? (
        <p>
          <Trans>Tap the Share button in Safari, then “Add to Home Screen”, to open Kestrel like an app.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Add Kestrel to your home screen: it opens faster and works offline.</Trans>
        </p>
      )}
      <div className="install-actions">
        {install === 'prompt' && (
          <button type="button" className="button" onClick={() => void promptInstall()}>
            <Trans>Install</Trans>
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
