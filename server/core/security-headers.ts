// Browser-side defences (issue 19 §4), pure: the Content-Security-Policy of the PWA and the back
// office, and the hashes of a build's inline scripts that policy allows (the PWA's index.html
// carries one: it preloads the user's language catalog before the app's module loads).
import { createHash } from 'node:crypto';

/** The sha256 source of each inline <script> in `html` ('sha256-…', as CSP names it). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy of a built app: everything from this origin, the inline scripts it was built with,
 * images also from data:/blob: and the site's trusted hosts (which the in-app browser may frame);
 * no plugin, no other base or form target, and no framing by anyone (clickjacking).
 */
export function appPolicy(scriptHashes: string[], trustedHosts: string[]): string {
  const trusted = trustedHosts.map((h) => `https://${h}`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...trusted].join(' '),
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    ["frame-src 'self'", ...trusted].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Uploaded files are data, never a document: nothing in one may run, even opened directly. */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** HSTS for replies over HTTPS: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';
