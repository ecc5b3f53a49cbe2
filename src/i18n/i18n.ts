// Lingui setup: one catalog loaded at a time, by dynamic import of its PO file (compiled by
// @lingui/vite-plugin), so a user downloads only the language they read.
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../contract/locales';

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/messages.po');

export async function activateLocale(locale: Locale): Promise<void> {
  const load =
    catalogs[`../../locales/${locale}/messages.po`] ?? catalogs[`../../locales/${DEFAULT_LOCALE}/messages.po`];
  if (!load) throw new Error(`No catalog for ${locale}`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale, messages: messages as never });
  document.documentElement.lang = LOCALE_TAGS[locale];
}

export { i18n };
