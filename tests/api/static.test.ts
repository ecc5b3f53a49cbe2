// The built PWA as the server sends it: the build's Brotli and gzip copies to browsers that accept
// them (scripts/vite-precompress.ts writes them), the plain file otherwise, and the same caching
// headers either way. A small build of our own in a temp folder stands for dist/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStorage, NO_MARKET_HISTORY, TestServer } from './harness';

const HTML = `<!doctype html><title>Kestrel</title>${'<p>shell</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const ICON = 'not really a PNG, and never compressed';

describe('the built PWA under /h5/', () => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  const web = mkdtempSync(path.join(tmpdir(), 'kestrel-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(web, 'assets'));
    mkdirSync(path.join(web, 'icons'));
    writeFileSync(path.join(web, 'index.html'), HTML);
    writeFileSync(path.join(web, 'index.html.br'), brotliCompressSync(HTML));
    writeFileSync(path.join(web, 'index.html.gz'), gzipSync(HTML));
    writeFileSync(path.join(web, 'assets/index-abc123.js'), SCRIPT);
    writeFileSync(path.join(web, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(web, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(web, 'icons/icon.png'), ICON);
    storage = await makeStorage('sqlite');
    server = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY, WEB_DIR: web });
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (pathname: string, encodings: string) =>
    server.fetch(pathname, { headers: { 'accept-encoding': encodings } });

  it('sends the Brotli copy to a browser that accepts it, decoded to the same text', async () => {
    const res = await get('/h5/', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(HTML);
  });

  it('sends the gzip copy when Brotli is not accepted, with the asset caching kept', async () => {
    const res = await get('/h5/assets/index-abc123.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('sends the plain file when nothing compressed is accepted, or there is no compressed copy', async () => {
    const plain = await get('/h5/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const icon = await get('/h5/icons/icon.png', 'gzip, deflate, br');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(await icon.text()).toBe(ICON);
  });
});
