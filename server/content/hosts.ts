// The site's trusted hosts (SiteConfig.trusted_hosts): the hosts the app may show inside itself —
// pages in the in-app browser, images in content — and so the hosts the Content-Security-Policy
// lets it frame and load images from. Pure: parsing what an operator typed.

/** A host name (no scheme, path or port), as browsers compare them: lower case. */
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const MAX_TRUSTED_HOSTS = 20;

/** The hosts in `text` (separated by lines, commas or spaces), deduplicated; null when one is not a host name. */
export function parseHosts(text: string): string[] | null {
  const hosts = [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (hosts.length > MAX_TRUSTED_HOSTS || hosts.some((h) => !HOST.test(h))) return null;
  return hosts;
}

/** The stored form (a comma-separated list) back to hosts; anything malformed is dropped. */
export const storedHosts = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => HOST.test(h));
