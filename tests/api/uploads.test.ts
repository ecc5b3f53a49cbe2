// Uploads, hardened (issue 19 §3), on a real server and database: 20 uploads a minute and a quota
// of stored bytes per user, counted before the body is read (the quota held when uploads come at
// once: issue 32 §3); a malformed multipart body is a bad request (400), not a server error, on
// both upload routes; a polyglot image comes back encoded again, without what was hidden in it;
// an upload no call used is deleted after a day.
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorInfo } from '../../contract/admin';
import type { App } from '../../server/app';
import {
  type ApiClient,
  advanceClock,
  DB_TARGETS,
  type Envelope,
  PNG_1x1,
  serverNow,
  signUp,
  startInProcess,
  type User,
} from './harness';

const PASSWORD = 'operator-pass-12';

/** A PNG with a text chunk (a hidden comment) and an HTML page appended after its end. */
function polyglot(): Buffer {
  const iend = PNG_1x1.length - 12;
  const text = Buffer.from('Comment\0secret-location-48.85,2.35');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  // The CRC is left zero: decoders that check it skip the chunk, and it must not survive either way.
  return Buffer.concat([
    PNG_1x1.subarray(0, iend),
    chunk,
    PNG_1x1.subarray(iend),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  ]);
}

describe.each(DB_TARGETS)('uploads on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    // A quota of 300 bytes: three 91-byte images fit, the fourth does not.
    ({ app, api, stop, env } = await startInProcess(target, undefined, { UPLOAD_QUOTA_BYTES: '300' }));
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  const upload = async (user: User, bytes: Buffer = PNG_1x1) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    const res = await api.fetch('/api/upload', { method: 'POST', body: form, headers: user.auth });
    return (await res.json()) as Envelope<string>;
  };
  const raw = (route: string, headers: Record<string, string>, body: string) =>
    api.fetch(route, { method: 'POST', headers, body });

  it('takes 20 uploads a minute from one user, then refuses until the minute is over', async () => {
    const user = await signUp(api);
    await app.db.updateTable('file').set({ size: 0 }).execute();
    const replies = [];
    for (let i = 0; i < 21; i++) {
      replies.push(await upload(user));
      // Keep under the byte quota: this test is about the count.
      await app.db.updateTable('file').set({ size: 0 }).execute();
    }
    expect(replies.slice(0, 20).every((r) => r.type === 'ok')).toBe(true);
    expect(replies[20]).toEqual({
      type: 'error',
      message: 'Too many uploads. Please try again in a minute',
      code: 'server.upload_too_many',
    });
    await advanceClock(api, 61_000);
    expect((await upload(user)).type).toBe('ok');
  });

  it('refuses an upload beyond the stored-bytes quota', async () => {
    const user = await signUp(api);
    for (let i = 0; i < 3; i++) expect((await upload(user)).type).toBe('ok');
    expect((await upload(user)).message).toMatch(/reached 0 MB/);
  });

  it('holds the quota when 20 uploads come at once: three fit, the rest are refused, nothing more is stored', async () => {
    const user = await signUp(api);
    const replies = await Promise.all(Array.from({ length: 20 }, () => upload(user)));
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(3);
    expect(replies.filter((r) => r.type !== 'ok')).toEqual(
      Array.from({ length: 17 }, () => ({
        type: 'error',
        message: 'Your uploads have reached 0 MB. Images you do not use are removed after a day',
        code: 'server.upload_quota',
      })),
    );
    const id = (await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id;
    const rows = await app.db.selectFrom('file').select(['path', 'size']).where('owner_id', '=', id).execute();
    expect(rows).toHaveLength(3);
    expect(rows.reduce((n, r) => n + Number(r.size), 0)).toBeLessThanOrEqual(300);
    // What is on disk is exactly what the rows count: a refused upload left no file behind.
    const dir = path.join(env.DATA_DIR ?? '', 'private');
    const onDisk = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => path.relative(dir, path.join(f.parentPath, f.name)))
      .sort();
    const all = await app.db.selectFrom('file').select('path').execute();
    expect(onDisk).toEqual(all.map((r) => r.path).sort());
  });

  it('answers a malformed multipart body with 400, on both upload routes', async () => {
    const user = await signUp(api);
    const created = await app.services.operators.create({
      email: `editor-${target}@uploads.example.com`,
      name: 'editor',
      role: 'editor',
      password: PASSWORD,
    });
    expect(created.totp).toBeFalsy();
    const login = await api.call<{ token: string; operator: OperatorInfo }>('POST', 'admin/login', {
      email: `editor-${target}@uploads.example.com`,
      password: PASSWORD,
      totp_code: '',
    });
    const editor = { AUTHORIZATION: login.body.message.token };
    for (const [route, auth] of [
      ['/api/upload', user.auth],
      ['/api/admin/content/upload', editor],
    ] as const) {
      const noBoundary = await raw(route, { ...auth, 'content-type': 'multipart/form-data' }, 'x');
      expect(noBoundary.status, `${route} without a boundary`).toBe(400);
      const truncated = await raw(
        route,
        { ...auth, 'content-type': 'multipart/form-data; boundary=XyZ' },
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      );
      expect(truncated.status, `${route} cut short`).toBe(400);
      expect(((await truncated.json()) as Envelope).type).toBe('error');
    }
  });

  it('stores an image encoded again: no hidden text, nothing after its end', async () => {
    const user = await signUp(api);
    const sent = polyglot();
    const reply = await upload(user, sent);
    expect(reply.type).toBe('ok');
    const served = Buffer.from(await (await api.fetch(reply.message)).arrayBuffer());
    expect(served.equals(sent)).toBe(false);
    expect(served.includes('secret-location')).toBe(false);
    expect(served.includes('<script>')).toBe(false);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // A JPEG's EXIF (camera, location) does not survive either.
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    expect(jpeg.includes('secret-owner')).toBe(true);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const second = await signUp(api);
    const res = await api.fetch('/api/upload', { method: 'POST', body: form, headers: second.auth });
    const url = ((await res.json()) as Envelope<string>).message;
    const stored = Buffer.from(await (await api.fetch(url)).arrayBuffer());
    expect(stored.includes('secret-owner')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('deletes an upload that no call used within a day, and keeps the one that was used', async () => {
    const user = await signUp(api);
    const unused = await upload(user);
    const used = await upload(user);
    expect(
      (await api.call('POST', 'user/uploadHeadPortrait', { head_portrait: used.message }, user.auth)).body.type,
    ).toBe('ok');
    const idOf = (url: string) => path.basename(url.split('?')[0] ?? '').split('.')[0] ?? '';
    const row = (url: string) => app.db.selectFrom('file').selectAll().where('id', '=', idOf(url)).executeTakeFirst();
    const unusedRow = await row(unused.message);
    if (!unusedRow) throw new Error('no row for the upload');
    const file = path.join(env.DATA_DIR ?? '', 'private', unusedRow.path);
    expect(existsSync(file)).toBe(true);
    await advanceClock(api, 26 * 3_600_000);
    await app.services.jobs.run('files.sweep');
    expect(await row(unused.message)).toBeUndefined();
    expect(await row(used.message)).toBeDefined();
    expect(existsSync(file)).toBe(false);
  });

  it('gives the reserved bytes back when the file cannot be written', async () => {
    const user = await signUp(api);
    const id = (await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id;
    // This month's folder is a file for a moment: the write fails after the row was reserved.
    const folder = path.join(env.DATA_DIR ?? '', 'private', new Date(await serverNow(api)).toISOString().slice(0, 7));
    const aside = `${folder}.aside`;
    if (existsSync(folder)) renameSync(folder, aside);
    writeFileSync(folder, 'not a folder');
    try {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG_1x1)], { type: 'image/png' }), 'photo.png');
      const res = await api.fetch('/api/upload', { method: 'POST', body: form, headers: user.auth });
      expect(res.status).toBe(500);
    } finally {
      rmSync(folder);
      if (existsSync(aside)) renameSync(aside, folder);
    }
    expect(await app.db.selectFrom('file').select('id').where('owner_id', '=', id).execute()).toEqual([]);
    // The whole quota is there again: three images fit.
    for (let i = 0; i < 3; i++) expect((await upload(user)).type).toBe('ok');
  });
});
