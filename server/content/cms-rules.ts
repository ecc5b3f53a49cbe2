// What the back office may save as content, pure: per-language texts (a language with nothing in
// it is left out; one with text needs its title), image and link references. The readers in
// cms.ts fall back to English, so any one language is enough for an item to be shown.
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../contract/locales';
import { Refusal } from '../core/errors';
import { contentMessages } from './messages';

type TextFields = Record<string, string | undefined>;

/**
 * The languages to store, each with its fields trimmed: languages whose fields are all empty are
 * dropped; the rest must have `primary` (the title or question); at least one must remain.
 */
export function cleanTexts<T extends TextFields>(
  texts: Partial<Record<Locale, T>>,
  primary: keyof T & string,
  missing: MessageDescriptor,
): [Locale, Record<keyof T, string>][] {
  const out: [Locale, Record<keyof T, string>][] = [];
  for (const [lang, fields] of Object.entries(texts) as [Locale, T | undefined][]) {
    if (!fields) continue;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (v ?? '').trim()])) as Record<
      keyof T,
      string
    >;
    if (Object.values(trimmed).every((v) => v === '')) continue;
    if (!trimmed[primary]) throw new Refusal(missing);
    out.push([lang, trimmed]);
  }
  if (out.length === 0) throw new Refusal(missing);
  return out;
}

const SAFE_PATH = /^\/(upload|h5)\/[A-Za-z0-9._\-/]+$/;
const WEB_URL = /^https?:\/\/[^\s"'<>]+$/i;
const APP_ROUTE = /^\/pages\/[A-Za-z0-9_\-/?=&.%]*$/;

/** An image is '' (none), a file the server serves (/upload/…, /h5/…) or an http(s) address. */
export function checkImage(image: string): string {
  const v = image.trim();
  if (v === '' || WEB_URL.test(v) || (SAFE_PATH.test(v) && !v.includes('..'))) return v;
  throw new Refusal(contentMessages.badImage);
}

/** A link is '' (open the article), an app route (/pages/…) or an http(s) address. */
export function checkLink(link: string): string {
  const v = link.trim();
  if (v === '' || WEB_URL.test(v) || (APP_ROUTE.test(v) && !v.includes('..'))) return v;
  throw new Refusal(contentMessages.badLink);
}
