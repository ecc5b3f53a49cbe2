// A Vite plugin that builds the phone's catalogs as two JSON files per language: what the first
// paint names (the entry, its imports and what it loads lazily other than the screens of the route
// table) and the rest, which a screen waits for before it renders. Before, every message of every
// product rode in the one catalog loaded at start, and the start-up budget shrank with each product.
//
// A small inline script in index.html starts fetching the stored language's start catalog before the
// entry has even been parsed, and tells the app where each file is (self.__kestrelCatalogs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
import { type CompiledCatalog, compileCatalog, type PoEntry, quotedStrings, splitCatalog } from './catalog-split.ts';

type Options = {
  locales: readonly string[];
  fallback: string;
  storageKey: string;
  /** The module whose dynamic imports are the screens (each waits for the rest itself). */
  routes: string;
};

export type CatalogFiles = Record<string, { start: string; rest: string }>;

/** Where the size check finds each language's files (relative to dist). */
export const CATALOG_INDEX = '.vite/catalogs.json';

type Chunk = { type: 'chunk'; fileName: string; code: string; imports: string[]; dynamicImports: string[] };

async function readPo(locale: string): Promise<Record<string, PoEntry>> {
  const file = path.resolve('locales', locale, 'messages.po');
  const parsed = await formatter({ origins: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  return (parsed ?? {}) as Record<string, PoEntry>;
}

export function splitCatalogs({ locales, fallback, storageKey, routes }: Options): Plugin {
  let base = '/';
  return {
    name: 'kestrel:split-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks = new Map<string, Chunk>();
        const facades = new Map<string, string>();
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          if (item.facadeModuleId?.endsWith('.po')) {
            throw new Error(`split-catalog: ${item.facadeModuleId} is bundled; the app loads catalogs as JSON`);
          }
          chunks.set(item.fileName, item as unknown as Chunk);
          if (item.facadeModuleId) facades.set(item.fileName, item.facadeModuleId);
        }
        const screens = new Set(this.getModuleInfo(path.resolve(routes))?.dynamicallyImportedIds ?? []);
        if (screens.size === 0) throw new Error(`split-catalog: ${routes} loads no screens`);

        const start = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || start.has(fileName)) return;
          start.add(fileName);
          for (const next of chunk.imports) visit(next);
          for (const next of chunk.dynamicImports) if (!screens.has(facades.get(next) ?? '')) visit(next);
        };
        for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
        const named = new Set<string>();
        for (const fileName of start) for (const s of quotedStrings(chunks.get(fileName)?.code ?? '')) named.add(s);

        const emit = (locale: string, part: string, catalog: CompiledCatalog) => {
          const source = JSON.stringify(catalog);
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
          const fileName = `assets/catalog-${locale}-${part}-${hash}.json`;
          this.emitFile({ type: 'asset', fileName, source });
          return `${base}${fileName}`;
        };
        const english = await readPo(fallback);
        const files: CatalogFiles = {};
        for (const locale of locales) {
          const parts = splitCatalog(compileCatalog(await readPo(locale), english), named);
          files[locale] = { start: emit(locale, 'start', parts.start), rest: emit(locale, 'rest', parts.rest) };
        }
        this.emitFile({ type: 'asset', fileName: CATALOG_INDEX, source: JSON.stringify(files) });

        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('split-catalog: no index.html in the bundle');
        const page = String(html.source);
        const entry = page.indexOf('<script type="module"');
        if (entry < 0) throw new Error('split-catalog: no entry script in index.html');
        // Storage may be refused (private mode): then the app uses the default language too.
        const script = `(function(){var f=${JSON.stringify(files)},l;try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}if(!f[l])l=${JSON.stringify(fallback)};var s=fetch(f[l].start).then(function(r){if(!r.ok)throw new Error(r.status);return r.json()});s.catch(function(){});self.__kestrelCatalogs={files:f,early:{locale:l,start:s}}})()`;
        // Before the entry and its stylesheet: an inline script after a stylesheet would wait for it.
        html.source = `${page.slice(0, entry)}<script>${script}</script>\n    ${page.slice(entry)}`;
      },
    },
  };
}
