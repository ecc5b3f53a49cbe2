// Installing the app to the home screen: Chromium offers a prompt event we keep until the user
// asks; iOS Safari has none, so there the app shows how to add it by hand.
import { ui } from '../state/ui';

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

let deferred: InstallPromptEvent | null = null;

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function listenForInstallPrompt(): void {
  if (standalone()) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // shown from our own button instead of the browser's mini-bar
    deferred = event as InstallPromptEvent;
    ui.install = 'prompt';
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    ui.install = 'none';
  });
  // iPhone and iPad Safari (iPadOS reports itself as a Mac with touch).
  const ios =
    /iphone|ipad|ipod/i.test(navigator.userAgent) ||
    (/macintosh/i.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  if (ios) ui.install = 'ios';
}

/** Shows the browser's install dialog; false when there is none to show. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  ui.install = outcome === 'accepted' ? 'none' : 'prompt';
  return outcome === 'accepted';
}
