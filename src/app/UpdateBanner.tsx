// "A new version is ready" above every screen, once a new service worker waits (see
// serviceWorker.ts). Reloading is the user's choice: what they are typing is never thrown away.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { ui } from '../state/ui';
import { applyUpdate } from './serviceWorker';

export function UpdateBanner() {
  const { updateReady } = useSnapshot(ui);
  if (!updateReady) return null;
  return (
    <div className="update-banner" role="alert">
      <span>
        <Trans>A new version of the app is ready.</Trans>
      </span>
      <button type="button" className="button" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="update-later" onClick={() => (ui.updateReady = false)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
