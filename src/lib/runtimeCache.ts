// The service worker's runtime cache (sw/sw.ts) and what it may hold, shared with the page so the
// page can drop it when the web version flag rises (spec §9). Only public replies that are the
// same for every user may be kept: quotations, fiat rates, the site config and the products offered — never a reply
// that needs a session.

/** Named so a new policy can start clean by changing the suffix. */
export const RUNTIME_CACHE = 'kestrel-public-v1';

/** API paths whose replies are kept for offline use, at most 24 h (spec §9 rate cache). */
export const RUNTIME_CACHED_PATHS = [
  '/api/currency/quotation_new',
  '/api/wallet/getRateCurrency',
  '/api/getSiteConfig',
  // The earn products offered (open to guests, the same for everyone): the Finance tab offline.
  '/api/lh/deposit/config',
  // The launchpad's projects and the dual-investment products on sale, likewise.
  '/api/project',
  '/api/dual/index',
  // The loan products with their collateral's recorded price (open to guests): the borrowing screen.
  '/api/loan/products',
  // The spot pairs and their rules (public, rarely changed): the Trade tab opens offline.
  '/api/coin/pairs',
];

export const RUNTIME_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * Set by the worker on a reply it serves from the runtime cache (the network did not answer), so
 * the page can show the data's age (its `Date` header is the server's, from when it was cached).
 */
export const FROM_CACHE_HEADER = 'X-Kestrel-From-Cache';

/** Drops the runtime cache (after a web-version rise); the precache is the worker's own business. */
export async function clearRuntimeCache(): Promise<void> {
  try {
    if ('caches' in globalThis) await caches.delete(RUNTIME_CACHE);
  } catch {
    // No Cache Storage (old engine, private mode): nothing was kept.
  }
}
