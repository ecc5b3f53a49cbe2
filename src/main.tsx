// Boot: clear storage of an older web version, load the user's catalog, render, then (off the
// start-up path) register the service worker, open the realtime link and fetch the site config.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribeKey } from 'valtio/utils';
import { App } from './app/App';
import { listenForInstallPrompt } from './app/install';
import { setNavigate } from './app/navigation';
import { router } from './app/router';
import { preloadScreen } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import './app/app.css';
import { DEFAULT_LOCALE } from '../contract/locales';
import { activateLocale, catalogReady } from './i18n/i18n';
import { clearRuntimeCache } from './lib/runtimeCache';
import { applyWebVersion } from './lib/storage';
import { startAlertNotices } from './realtime/alerts';
import { startRealtime } from './realtime/socket';
import { refreshUser } from './state/account';
import { followMarket, startMarket } from './state/market';
import { clearUser, session } from './state/session';
import { loadSiteConfig } from './state/site';

async function boot() {
  document.documentElement.dataset.build = __BUILD_ID__;
  if (applyWebVersion()) {
    // Storage from an older web version was cleared; forget what the store read from it.
    clearUser();
    session.lang = DEFAULT_LOCALE;
    // Dexie stays off the start-up path: it is imported only when there is something to clear.
    const { clearDatabase } = await import('./db/db');
    await Promise.all([clearDatabase(), clearRuntimeCache()]);
  }
  // The quote snapshot and the screen's chunk are asked for before the catalog is awaited.
  startMarket();
  preloadScreen(window.location.hash);
  await activateLocale(session.lang, { atBoot: true });
  setNavigate((to, opts) => void router.navigate(to, opts));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  // The rest of the catalog once the first paint is done, so the next screen opens at once.
  setTimeout(() => void catalogReady().catch(() => undefined), 0);
  void registerServiceWorker();
  listenForInstallPrompt();
  void startRealtime();
  startAlertNotices();
  // Copy trading's notices load after the first paint: they are not on the start-up path.
  void import('./realtime/copy').then((m) => m.startCopyNotices());
  followMarket();
  void refreshUser().catch(() => undefined); // 999 is handled by the API client
  // Favourite changes made offline go to the server when the network is back (Dexie loads lazily).
  const syncFavourites = () => void import('./state/favourites').then((m) => m.syncFavourites());
  window.addEventListener('online', syncFavourites);
  if (session.token) syncFavourites();
  // Vouchers kept on the device while offline go when the network is back or the user signs in
  // again; the uploader keeps its own back-off timer after a failure.
  const sendQueued = () => void import('./state/uploader').then((m) => m.uploader.run());
  window.addEventListener('online', sendQueued);
  subscribeKey(session, 'token', (token) => token && sendQueued());
  if (session.token) sendQueued();

  loadSiteConfig();
}

void boot();
