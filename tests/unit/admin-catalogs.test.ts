// The back office's own catalogs (admin/locales): Chinese translates every English text and keeps
// its placeholders. (Run `npm run i18n:extract:admin` after changing a text in admin/src.)
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { expect, it } from 'vitest';

type Entry = { message?: string; translation?: string };
const read = async (locale: string) =>
  (await formatter({ origins: false }).parse(readFileSync(`admin/locales/${locale}/messages.po`, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: `admin/locales/${locale}/messages.po`,
  })) as Record<string, Entry>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

it('the back office is fully translated into Chinese', async () => {
  const en = await read('en');
  const zh = await read('zh');
  expect(Object.keys(en).length).toBeGreaterThan(100);
  const problems = Object.entries(en).flatMap(([id, entry]) => {
    const english = entry.translation || entry.message || id;
    const text = zh[id]?.translation;
    if (!text) return [`missing: ${english}`];
    return placeholders(text).join() === placeholders(english).join() ? [] : [`placeholders: ${english} → ${text}`];
  });
  expect(problems).toEqual([]);
});
