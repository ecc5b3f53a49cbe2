// Transient UI state: toasts, the request loading indicator, the realtime link's status, and the
// app's own lifecycle (a waiting update, installability).
import { proxy } from 'valtio';

export type Toast = { id: number; text: string };

export const ui = proxy({
  toasts: [] as Toast[],
  /** Requests in flight for longer than the indicator delay (spec §9: 800 ms). */
  slowRequests: 0,
  realtime: 'connecting' as 'connecting' | 'connected' | 'disconnected',
  /** A new version of the app is installed and waits for the user to reload into it. */
  updateReady: false,
  /** What installing to the home screen looks like here: a browser prompt, iOS's manual steps, or nothing. */
  install: 'none' as 'none' | 'prompt' | 'ios',
});

let nextToast = 1;
const TOAST_MS = 2500;

export function showToast(text: string): void {
  const id = nextToast++;
  // One message at a time, newest wins: a burst of failures must not stack up over the screen.
  ui.toasts = [{ id, text }];
  setTimeout(() => {
    ui.toasts = ui.toasts.filter((t) => t.id !== id);
  }, TOAST_MS);
}
