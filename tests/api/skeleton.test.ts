// The skeleton's endpoints on a real server and a real database (SQLite, and PostgreSQL when
// DATABASE_URL is set): site config, settings, upload, health, bad input, restart, shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_TARGETS, makeStorage, PNG_1x1, signUp, TestServer, uploadImage } from './harness';

describe.each(DB_TARGETS)('on %s', (target) => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage(target);
    server = await TestServer.start(storage.env);
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  it('GET /getSiteConfig gives the site name, the logo, the four feature flags and the trusted hosts', async () => {
    const { status, body } = await server.call<Record<string, string>>('GET', 'getSiteConfig');
    expect(status).toBe(200);
    expect(body.type).toBe('ok');
    expect(body.message).toEqual({
      site_name: 'Kestrel',
      // A path on this server: no PUBLIC_URL is configured here (the Host header is never used).
      site_logo: '/h5/icons/icon-192.png',
      // The seconds options switch, on by default (ADR 14).
      xstype1: '1',
      xstype2: '0',
      xstype3: '0',
      xstype4: '0',
      trusted_hosts: [],
      demo: '1',
    });
  });

  it('GET /getSetting {keyword} gives a public setting and refuses an unknown one in the asked language', async () => {
    expect((await server.call('GET', 'getSetting', { keyword: 'site_name' })).body).toEqual({
      type: 'ok',
      message: 'Kestrel',
    });
    const en = await server.call('GET', 'getSetting', { keyword: 'no_such_setting' });
    expect(en.body).toEqual({ type: 'error', message: 'No such setting', code: 'server.setting_unknown' });
    const jp = await server.call('GET', 'getSetting', { keyword: 'no_such_setting', lang: 'jp' });
    expect(jp.body.type).toBe('error');
    expect(jp.body.message).not.toBe('No such setting');
    expect((await server.call('GET', 'getSetting')).body).toEqual({
      type: 'error',
      message: 'Parameter error',
      code: 'server.parameter_error',
    });
  });

  it('POST /upload needs a session', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_1x1], { type: 'image/png' }), 'photo.png');
    const body = await (await server.fetch('/api/upload', { method: 'POST', body: form })).json();
    expect(body).toEqual({ type: 999, message: 'Please log in first', code: 'server.please_log_in' });
  });

  it('POST /upload stores an image privately and answers a signed URL only that works', async () => {
    const { auth } = await signUp(server);
    const url = await uploadImage(server, auth);
    expect(url).toMatch(/^\/file\/[a-z0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    const image = await server.fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1x1);

    const [name] = url.slice('/file/'.length).split('?');
    expect((await server.fetch(`/file/${name}`)).status).toBe(404);
    expect((await server.fetch(url.replace(/sig=[\w-]+/, 'sig=forged'))).status).toBe(404);
    expect((await server.fetch(url.replace(/exp=\d+/, `exp=${Date.now() + 10 * 86_400_000}`))).status).toBe(404);
    expect(await uploadImage(server, auth)).not.toBe(url);
  });

  it('POST /upload judges the file by its bytes, not its name or declared type', async () => {
    const { auth } = await signUp(server);
    const form = new FormData();
    form.append('file', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png');
    const body = await (await server.fetch('/api/upload', { method: 'POST', body: form, headers: auth })).json();
    expect(body).toEqual({
      type: 'error',
      message: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
      code: 'server.upload_not_image',
    });
  });

  it('POST /upload refuses a missing file, another field name, and a body that is not multipart', async () => {
    const { auth } = await signUp(server);
    const none = new FormData();
    none.append('note', 'x');
    expect(await (await server.fetch('/api/upload', { method: 'POST', body: none, headers: auth })).json()).toEqual({
      type: 'error',
      message: 'Please choose an image',
      code: expect.any(String),
    });
    const wrongField = new FormData();
    wrongField.append('image', new Blob([PNG_1x1]), 'a.png');
    const wrong = await server.fetch('/api/upload', { method: 'POST', body: wrongField, headers: auth });
    expect(((await wrong.json()) as { type: string }).type).toBe('error');
    expect((await server.call('POST', 'upload', { file: 'abc' }, auth)).body).toEqual({
      type: 'error',
      message: 'Please choose an image',
      code: expect.any(String),
    });
  });

  it('answers bad requests clearly and keeps serving', async () => {
    const unknown = await server.call('POST', 'no/such/endpoint');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ type: 'error', message: 'This function does not exist' });

    const badJson = await server.fetch('/api/getSetting', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"keyword":',
    });
    expect(badJson.status).toBeGreaterThanOrEqual(400);
    expect(((await badJson.json()) as { type: string }).type).toBe('error');

    const huge = await server.fetch('/api/getSetting', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `keyword=${'x'.repeat(400 * 1024)}`,
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ type: 'error', message: 'The request is too large' });

    expect(server.logs).not.toMatch(/"level":50/); // nothing above was a server fault
    expect((await server.call('GET', 'getSetting', { keyword: 'site_name' })).body.type).toBe('ok');
  });

  it('reports health with the database it uses', async () => {
    const res = await server.fetch('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: target, realtime: 'alone', role: 'holder' });
  });
});

describe('the process', () => {
  it('keeps its data across a restart on the same DATA_DIR and stops cleanly on SIGTERM', async () => {
    const storage = await makeStorage('sqlite');
    try {
      const first = await TestServer.start(storage.env);
      const { auth } = await signUp(first);
      const url = await uploadImage(first, auth);
      expect(await first.stop()).toBe(0);

      const second = await TestServer.start(storage.env);
      expect((await second.fetch(url)).status).toBe(200);
      expect((await second.call('GET', 'user/info', {}, auth)).body.type).toBe('ok');
      expect(await second.stop()).toBe(0);
    } finally {
      await storage.drop();
    }
  });

  it('finishes a request in flight before it stops on SIGTERM', async () => {
    const storage = await makeStorage('sqlite');
    try {
      const server = await TestServer.start(storage.env);
      const { auth } = await signUp(server);
      // A phone on a slow network: the upload body arrives in pieces over a second.
      const boundary = 'kestrelboundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      let firstSent: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        firstSent = resolve;
      });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(Buffer.concat([head, PNG_1x1.subarray(0, 20)]));
          firstSent();
          await new Promise((r) => setTimeout(r, 1000));
          controller.enqueue(Buffer.concat([PNG_1x1.subarray(20), tail]));
          controller.close();
        },
      });
      const upload = server.fetch('/api/upload', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth },
        body,
        duplex: 'half',
      } as RequestInit);
      await started;
      await new Promise((r) => setTimeout(r, 200));
      const stopped = server.stop();
      const reply = (await (await upload).json()) as { type: string; message: string };
      expect(reply.type).toBe('ok');
      expect(await stopped).toBe(0);
    } finally {
      await storage.drop();
    }
  });

  it('refuses to start on a DATABASE_URL that is not PostgreSQL', async () => {
    await expect(TestServer.start({ DATABASE_URL: 'mysql://x' })).rejects.toThrow(/DATABASE_URL must be a postgres/);
  });
});
