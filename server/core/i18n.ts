// Server-side translation from the PO catalogs: the server's own texts (locales/<code>/server.po) and
// the phone's (messages.po), which hold the rules' texts in contract/ that both sides show.
// Catalogs are read and compiled once at boot.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, LOCALES, type Locale } from '../../contract/locales';

export type Translate = (lang: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

export async function loadTranslator(localesDir = path.resolve('locales')): Promise<Translate> {
  const po = formatter({ origins: false });
  const instances = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const compiled: Record<string, ReturnType<typeof compileMessage>> = {};
    for (const name of ['messages.po', 'server.po']) {
      const file = path.join(localesDir, locale, name);
      const catalog = await po.parse(readFileSync(file, 'utf8'), {
        locale,
        sourceLocale: DEFAULT_LOCALE,
        filename: file,
      });
      for (const [id, entry] of Object.entries(catalog ?? {})) {
        const text = entry.translation || entry.message;
        if (text) compiled[id] = compileMessage(text);
      }
    }
    instances.set(locale, setupI18n({ locale, messages: { [locale]: compiled } }));
  }
  return (lang, descriptor, values) => {
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    // (Not named `i18n`: the extractor would read `i18n._(…)` here as a message to extract.)
    const catalog = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
    if (!catalog) return descriptor.message ?? descriptor.id;
    return catalog._(descriptor.id, withDates(values ?? descriptor.values, locale), { message: descriptor.message });
  };
}

/**
 * A Date among the values is written in the reader's language and in UTC, which the message says:
 * the server's own time zone would mean nothing to a reader elsewhere.
 */
function withDates(values: Record<string, unknown> | undefined, locale: Locale) {
  if (!values || !Object.values(values).some((v) => v instanceof Date)) return values;
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v instanceof Date ? format.format(v) : v]));
}
