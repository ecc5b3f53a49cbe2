// The start-up budget of the offline-first issue: the JavaScript the home route needs before its
// first paint — the entry, every chunk it imports statically (transitively) and the default
// language's start catalog — gzipped, must stay within 140 KB (issue 34's goal, 120 KB, is tracked
// in BENCHMARKS.md).
// It follows Vite's build manifest, so it measures what the browser really loads rather than a
// glob of hashed file names (which size-limit would need).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CATALOG_INDEX, type CatalogFiles } from './vite-split-catalog.ts';

const LIMIT_KB = 140;
const dist = path.resolve('dist');
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const needed = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
// The default language's start catalog, fetched beside the entry (scripts/vite-split-catalog.ts).
const catalogs = JSON.parse(readFileSync(path.join(dist, CATALOG_INDEX), 'utf8')) as CatalogFiles;
const base = '/h5/';
needed.add(catalogs.en.start.slice(base.length));

let total = 0;
for (const file of [...needed].sort()) {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  process.stdout.write(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}\n`);
}
const kb = total / 1024;
process.stdout.write(`start-up JS for the home route: ${kb.toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB)\n`);
if (kb > LIMIT_KB) {
  process.stderr.write(`over the start-up budget by ${(kb - LIMIT_KB).toFixed(1)} KB\n`);
  process.exit(1);
}
