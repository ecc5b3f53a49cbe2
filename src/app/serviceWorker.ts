// Registers the service worker (production builds only) through workbox-window.
import { Workbox } from 'workbox-window';

export async function registerServiceWorker(): Promise<Workbox | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  await wb.register();
  return wb;
}
