// Lingui setup: one language at a time, in two parts built by scripts/vite-split-catalog.ts — what
// the first paint names (fetched by index.html's inline script beside the entry) and the rest, which
// every screen of the route table waits for (`catalogReady`) before it renders. In development the
// whole PO catalog is one part, compiled on import by @lingui/vite-plugin.
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../contract/locales';

type Part = 'start' | 'rest';
type Built = {
  files: Record<string, Record<Part, string>>;
  early?: { locale: string; start: Promise<Messages> };
};

declare global {
  var __kestrelCatalogs: Built | undefined;
}

const poCatalogs = import.meta.env.DEV ? import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po') : {};

async function fetchPart(locale: Locale, part: Part): Promise<Messages> {
  if (import.meta.env.DEV) {
    if (part === 'rest') return {};
    const load =
      poCatalogs[`../../locales/${locale}/messages.po`] ?? poCatalogs[`../../locales/${DEFAULT_LOCALE}/messages.po`];
    if (!load) throw new Error(`No catalog for ${locale}`);
    return (await load()).messages;
  }
  const built = globalThis.__kestrelCatalogs;
  const early = built?.early;
  if (built && part === 'start' && early?.locale === locale) {
    built.early = undefined; // used once
    try {
      return await early.start;
    } catch {
      // The page's own fetch failed (a blip): asked for once more below.
    }
  }
  const url = (built?.files[locale] ?? built?.files[DEFAULT_LOCALE])?.[part];
  if (!url) throw new Error(`No catalog for ${locale}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalog ${url} answered ${response.status}`);
  return (await response.json()) as Messages;
}

let rest: { locale: Locale; loaded: Promise<void> } | undefined;

function loadRest(locale: Locale): Promise<void> {
  if (rest?.locale === locale) return rest.loaded;
  const loaded = fetchPart(locale, 'rest').then((messages) => i18n.load(locale, messages));
  const entry = { locale, loaded };
  rest = entry;
  // A failed fetch (offline before the worker cached it) is tried again by the next screen.
  loaded.catch(() => {
    if (rest === entry) rest = undefined;
  });
  return loaded;
}

/** Resolves once the active language's whole catalog is loaded: a screen awaits it before rendering. */
export function catalogReady(): Promise<void> {
  return loadRest(i18n.locale as Locale);
}

/**
 * Makes `locale` the language. At boot only the start part is loaded (the first screen, or the idle
 * time after the first paint, asks for the rest); a change of language loads both before it
 * switches, so no open screen shows a missing text.
 */
export async function activateLocale(locale: Locale, { atBoot = false } = {}): Promise<void> {
  const [start] = await Promise.all([fetchPart(locale, 'start'), atBoot ? undefined : loadRest(locale)]);
  i18n.load(locale, start);
  i18n.activate(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

export { i18n };
