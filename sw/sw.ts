// Kestrel's service worker. It precaches the app shell so the app opens offline, answers every
// navigation under /h5/ with the cached index.html (hash routing: there is one document), and
// keeps the public replies the app shows offline (quotations, fiat rates, site config) for 24 h.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  FROM_CACHE_HEADER,
  RUNTIME_CACHE,
  RUNTIME_CACHED_PATHS,
  RUNTIME_MAX_AGE_SECONDS,
} from '../src/lib/runtimeCache';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/h5/index.html'), {
    allowlist: [/^\/h5\//],
    denylist: [/^\/api\//, /^\/upload\//, /^\/socket\.io\//],
  }),
);

// A cached copy that is served says so (after the expiration plugin has let it through).
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// Prices are never served stale silently: the network answers when it can (a slow one gets 4 s),
// the cached copy only when it cannot — marked, and the page shows its age. The expiration
// reads the reply's Date header, so a copy older than 24 h is never served, even once.
registerRoute(
  ({ url, request }) => request.method === 'GET' && RUNTIME_CACHED_PATHS.includes(url.pathname),
  new NetworkFirst({
    cacheName: RUNTIME_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxAgeSeconds: RUNTIME_MAX_AGE_SECONDS, maxEntries: 30, purgeOnQuotaError: true }),
      markFromCache,
    ],
  }),
);

// A new version waits until the user accepts the "new version — reload" offer: taking over a
// running tab at once would delete the old precache under it, and its next lazy page would 404.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install has no page to break: it controls the open tab straight away.
clientsClaim();
