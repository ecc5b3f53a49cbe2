// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the
// build, once everything else (the service worker included) has been written. The server sends
// them to browsers that accept them (@fastify/static `preCompressed`, server/app.ts), so the app
// is shipped compressed without compressing on every request. The service worker's precache
// list is made from the uncompressed names only, so it is unchanged.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|webmanifest|json)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function textFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (.vite/manifest.json) are the build's own records, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await textFiles(full)));
    else if (TEXT.test(entry.name)) out.push(full);
  }
  return out;
}

async function compress(file: string): Promise<void> {
  if ((await stat(file)).size < MIN_BYTES) return;
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kestrel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After vite-plugin-pwa has written sw.js (its closeBundle is sequential too).
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        await Promise.all((await textFiles(outDir)).map(compress));
      },
    },
  };
}
