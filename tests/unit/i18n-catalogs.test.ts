// Every text a user can see exists in all nine catalogs, and the catalogs match the code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';

type Entry = { message?: string; translation?: string };

// The phone's catalog and the server's own (lingui.config.ts).
const CATALOGS = ['messages', 'server'] as const;
type CatalogName = (typeof CATALOGS)[number];

async function readCatalog(dir: string, locale: string, name: CatalogName): Promise<Record<string, Entry>> {
  const file = path.join(dir, locale, `${name}.po`);
  return (await formatter({ origins: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  })) as Record<string, Entry>;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('hold exactly the messages the code uses (run `npm run i18n:extract` after changing texts)', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'kestrel-i18n-'));
    try {
      execFileSync('npx', ['lingui', 'extract'], {
        env: { ...process.env, LINGUI_CATALOG_DIR: scratch },
        stdio: 'pipe',
      });
      for (const name of CATALOGS) {
        const fromCode = Object.keys(await readCatalog(scratch, 'en', name)).sort();
        const committed = Object.keys(await readCatalog('locales', 'en', name)).sort();
        expect(committed, name).toEqual(fromCode);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);

  it.each(CATALOGS.flatMap((name) => LOCALES.map((locale) => [locale, name] as const)))(
    '%s translates every message of %s.po and keeps its placeholders',
    async (locale, name) => {
      const source = await readCatalog('locales', 'en', name);
      const catalog = await readCatalog('locales', locale, name);
      const missing: string[] = [];
      const broken: string[] = [];
      for (const [id, entry] of Object.entries(source)) {
        const english = entry.translation || entry.message || id;
        const text = catalog[id]?.translation;
        if (!text) missing.push(english);
        else if (placeholders(text).join() !== placeholders(english).join()) broken.push(`${english} → ${text}`);
      }
      expect(missing, `untranslated in ${locale}`).toEqual([]);
      expect(broken, `placeholders changed in ${locale}`).toEqual([]);
    },
  );
});
