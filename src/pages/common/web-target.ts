// Where a web address may be shown (issue 19 §4): a page of this app is opened as its own screen,
// a page on one of the site's trusted hosts inside the in-app browser, and any other page only
// outside the app, after a warning. Pure, so the rules are tested without a browser.

export type WebTarget =
  /** A screen of this app: navigated to in the app, never framed. */
  | { kind: 'app'; path: string }
  /** An https page on a trusted host: shown in the in-app browser. */
  | { kind: 'frame'; url: URL }
  /** Any other http(s) page: opened in the user's browser after a warning. */
  | { kind: 'outside'; url: URL };

/** An absolute http(s) URL, or null for anything else (javascript:, data:, relative paths…). */
export function webUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Where this app is served: its origin and base path ('/h5/'). */
export type AppLocation = { origin: string; base: string };

export const currentApp = (): AppLocation => ({ origin: window.location.origin, base: import.meta.env.BASE_URL });

/**
 * The route of an address of this app's own document (`<origin>/h5/#/pages/…`), or null. Only the
 * document itself counts: other files on this origin (uploads, the back office) are not screens.
 */
export function appRoute(url: URL, app: AppLocation): string | null {
  if (url.origin !== app.origin) return null;
  if (url.pathname !== app.base && url.pathname !== `${app.base}index.html`) return null;
  const route = url.hash.replace(/^#/, '');
  if (!route) return '/';
  return route.startsWith('/') ? route : null;
}

/**
 * Whether the in-app browser may show `url`: https on the default port, on a host of the list by
 * exact match. Subdomains do not count (t.me trusts neither www.t.me nor evil.t.me): the
 * Content-Security-Policy's frame-src names exactly these hosts, so the browser would refuse a
 * subdomain's frame anyway, and an operator who means a subdomain lists it.
 */
export function isTrustedPage(url: URL, trustedHosts: readonly string[]): boolean {
  return url.protocol === 'https:' && url.port === '' && trustedHosts.includes(url.hostname);
}

/** Where `url` opens. */
export function webTarget(url: URL, trustedHosts: readonly string[], app: AppLocation): WebTarget {
  const path = appRoute(url, app);
  if (path !== null) return { kind: 'app', path };
  return isTrustedPage(url, trustedHosts) ? { kind: 'frame', url } : { kind: 'outside', url };
}
