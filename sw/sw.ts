// Kestrel's service worker. It precaches the app shell so the app opens offline, and answers every
// navigation under /h5/ with the cached index.html (hash routing: there is one document).
// Runtime caching of quotes, rates and site config comes with the offline-first work; API replies
// are never precached.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/h5/index.html'), {
    allowlist: [/^\/h5\//],
    denylist: [/^\/api\//, /^\/upload\//, /^\/socket\.io\//],
  }),
);

// A new version takes over at once; the page is told through workbox-window and offers a reload.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();
