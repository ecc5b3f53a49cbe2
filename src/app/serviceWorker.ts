// Registers the service worker (production builds only) through workbox-window, and offers a new
// version when one is waiting: the user chooses when to reload, so a running tab is never broken
// by a deploy (the old worker keeps serving the old version's files until then).
import { Workbox } from 'workbox-window';
import { ui } from '../state/ui';

let workbox: Workbox | null = null;

export async function registerServiceWorker(): Promise<Workbox | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  // A new worker installed and waits for this tab (also when it was found while the tab was closed).
  workbox.addEventListener('waiting', () => {
    ui.updateReady = true;
  });
  await workbox.register();
  // A long-lived installed app checks for a new version every hour, not only at launch.
  setInterval(() => void workbox?.update(), 60 * 60 * 1000);
  return workbox;
}

/** The user accepted the new version: let it take over, then reload into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
