// The news list's first page as last shown, kept on this device per language (IndexedDB settings
// 'news:<lang>', as the quotes are kept), so the News screen shows it offline, marked with its age.
import type { NewsItem, Page } from '../../../contract/content';
import type { Locale } from '../../../contract/locales';

export type KeptNews = { at: number; page: Page<NewsItem> };

const keyOf = (lang: Locale) => `news:${lang}`;

export async function keepNews(lang: Locale, page: Page<NewsItem>): Promise<void> {
  const { db } = await import('../../db/db');
  const value: KeptNews = { at: Date.now(), page };
  await db.settings.put({ key: keyOf(lang), value }).catch(() => undefined);
}

export async function readKeptNews(lang: Locale): Promise<KeptNews | undefined> {
  const { db } = await import('../../db/db');
  const kept = (await db.settings.get(keyOf(lang)).catch(() => undefined))?.value as KeptNews | undefined;
  return Array.isArray(kept?.page?.data) ? kept : undefined;
}
