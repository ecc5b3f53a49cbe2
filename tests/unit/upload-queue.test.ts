// The upload queue and its uploader, on fake-indexeddb with the network injected: back-off times,
// state changes, a refusal kept and not retried, a lost network retried, an uploaded file never
// uploaded twice, and one send per item.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { db } from '../../src/db/db';
import { claimNextDue, enqueueUpload, type QueuedItem, removeUnsent, removeUpload } from '../../src/db/uploadQueue';
import { BACKOFF_MS, backoffDelay, createUploader, isRetryable, KEEP_SENT_MS } from '../../src/state/uploader';

const offline = () => new ApiError('network', 'Network unavailable, please check your connection');
const refused = (text: string) => new ApiError('refused', text);

let now: number;
let online: boolean;
let uploads: Blob[];
let filed: { requestId: string; path: string; amount: string | undefined }[];
let forms: { path: string; extra: Record<string, string> }[];
let uploadImpl: (file: Blob, onProgress: (sent: number) => void) => Promise<string>;
let progress: [number, number | null][];
let sendImpl: (item: QueuedItem, path: string) => Promise<unknown>;
let timers: number[];
let owners: string[];

const uploader = () =>
  createUploader({
    upload: (file, onProgress) => {
      uploads.push(file);
      return uploadImpl(file, onProgress);
    },
    progress: (itemId, sent) => progress.push([itemId, sent]),
    senders: {
      recharge: (item, path) => {
        filed.push({ requestId: item.requestId, path, amount: item.fields.amount });
        return sendImpl(item, path);
      },
      kyc: (item, path, extra) => {
        forms.push({ path, extra });
        return sendImpl(item, path);
      },
    },
    canSend: () => online,
    owners: () => owners,
    now: () => now,
    withLock: (fn) => fn(),
    schedule: (_fn, ms) => {
      timers.push(ms);
      return () => undefined;
    },
  });

const queue = (requestId = 'req-1', extra: { resultPath?: string } = {}) =>
  enqueueUpload(
    {
      purpose: 'recharge',
      requestId,
      file: new Blob(['voucher-bytes'], { type: 'image/png' }),
      fileName: 'voucher.png',
      fields: { currency: '1', amount: '150', coin: 'USDT-ERC20', owner: 'user:alice session:s1' },
      ...extra,
    },
    now,
  );

const item = async (id: number) => {
  const row = await db.uploadQueue.get(id);
  if (!row) throw new Error(`no item ${id}`);
  return row;
};

beforeEach(async () => {
  await db.uploadQueue.clear();
  now = 1_000_000;
  online = true;
  uploads = [];
  filed = [];
  forms = [];
  timers = [];
  progress = [];
  owners = ['user:alice'];
  uploadImpl = async () => '/file/abc.png?exp=1&sig=x';
  sendImpl = async () => 'Submitted';
});

describe('back-off', () => {
  it('waits 5 s, 15 s, 1 min, 5 min, then 15 min after each further failure', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(backoffDelay)).toEqual([
      5_000, 15_000, 60_000, 300_000, 900_000, 900_000, 900_000,
    ]);
    expect(BACKOFF_MS[0]).toBe(5_000);
  });

  it('retries what may pass (no network, time-out, 5xx, session) and not a refusal or a 4xx', () => {
    expect(isRetryable(offline())).toBe(true);
    expect(isRetryable(new ApiError('timeout', 't'))).toBe(true);
    expect(isRetryable(new ApiError('http', 'e', 503))).toBe(true);
    expect(isRetryable(new ApiError('session', 's'))).toBe(true);
    expect(isRetryable(new Error('storage'))).toBe(true);
    expect(isRetryable(refused('Amount too small'))).toBe(false);
    expect(isRetryable(new ApiError('http', 'too large', 413))).toBe(false);
    expect(isRetryable(new ApiError('verification', 'v'))).toBe(false);
  });
});

describe('the uploader', () => {
  it('uploads the file, then files the form under the item request id: waiting → done', async () => {
    const id = await queue();
    expect((await item(id)).state).toBe('waiting');
    await uploader().run();
    expect(uploads).toHaveLength(1);
    expect(filed).toEqual([{ requestId: 'req-1', path: '/file/abc.png?exp=1&sig=x', amount: '150' }]);
    const done = await item(id);
    expect(done.state).toBe('done');
    expect(done.resultPath).toBe('/file/abc.png?exp=1&sig=x');
    expect(done.finishedAt).toBe(now);
    expect(timers).toEqual([]);
  });

  it('keeps the file on the device while offline, without counting an attempt', async () => {
    online = false;
    const id = await queue();
    await uploader().run();
    expect(uploads).toHaveLength(0);
    const waiting = await item(id);
    expect(waiting.state).toBe('waiting');
    expect(waiting.attempts).toBe(0);
    expect(await waiting.file.text()).toBe('voucher-bytes');
    expect(timers).toEqual([]);
  });

  it('retries a network failure on the back-off, and sends it once the time has come', async () => {
    const id = await queue();
    uploadImpl = async () => {
      throw offline();
    };
    const up = uploader();
    await up.run();
    let row = await item(id);
    expect(row).toMatchObject({ state: 'waiting', attempts: 1, nextAttemptAt: now + 5_000 });
    expect(row.error).toBe('Network unavailable, please check your connection');
    expect(timers).toEqual([5_000]);

    now += 1_000; // not due yet: nothing is tried
    await up.run();
    expect(uploads).toHaveLength(1);

    now += 4_000;
    await up.run(); // fails again: the next wait is longer
    row = await item(id);
    expect(row).toMatchObject({ state: 'waiting', attempts: 2, nextAttemptAt: now + 15_000 });
    expect(timers.at(-1)).toBe(15_000);

    uploadImpl = async () => '/file/ok.png';
    now += 15_000;
    await up.run();
    row = await item(id);
    expect(row.state).toBe('done');
    expect(filed).toHaveLength(1);
  });

  it('keeps a refusal with its reason and does not retry it until the user asks', async () => {
    const id = await queue();
    sendImpl = async () => {
      throw refused('The amount is below the minimum');
    };
    const up = uploader();
    await up.run();
    expect(await item(id)).toMatchObject({ state: 'failed', error: 'The amount is below the minimum' });
    now += 3_600_000;
    await up.run();
    expect(filed).toHaveLength(1);
    expect(timers).toEqual([]);

    const { retryNow } = await import('../../src/db/uploadQueue');
    sendImpl = async () => 'Submitted';
    await retryNow(id, now);
    await up.run();
    expect(await item(id)).toMatchObject({ state: 'done' });
    expect(uploads).toHaveLength(1); // the file went up once; the retry sent only the form
    expect(filed.map((f) => f.requestId)).toEqual(['req-1', 'req-1']);
  });

  it('does not upload the file again after the upload succeeded and the form did not get through', async () => {
    const id = await queue();
    sendImpl = async () => {
      throw new ApiError('timeout', 'The network timed out, please try again');
    };
    const up = uploader();
    await up.run();
    expect(await item(id)).toMatchObject({ state: 'waiting', resultPath: '/file/abc.png?exp=1&sig=x', attempts: 1 });

    sendImpl = async () => 'Submitted';
    uploadImpl = async () => '/file/second-copy.png';
    now += 5_000;
    await up.run();
    expect(uploads).toHaveLength(1);
    expect(filed.map((f) => f.path)).toEqual(['/file/abc.png?exp=1&sig=x', '/file/abc.png?exp=1&sig=x']);
    expect((await item(id)).state).toBe('done');
  });

  it('sends only the form of an item queued with its file already uploaded', async () => {
    const id = await queue('req-2', { resultPath: '/file/uploaded.png' });
    await uploader().run();
    expect(uploads).toHaveLength(0);
    expect(filed).toEqual([{ requestId: 'req-2', path: '/file/uploaded.png', amount: '150' }]);
    expect((await item(id)).state).toBe('done');
  });

  it('sends items one at a time, each once, even when asked to run twice at once', async () => {
    await queue('a');
    await queue('b');
    let inFlight = 0;
    let most = 0;
    sendImpl = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return 'ok';
    };
    const up = uploader();
    await Promise.all([up.run(), up.run(), up.run()]);
    expect(filed.map((f) => f.requestId).sort()).toEqual(['a', 'b']);
    expect(most).toBe(1);
  });

  it('picks up an item left "sending" by a run that was cut off (a reload)', async () => {
    const id = await queue();
    expect((await claimNextDue(now, owners))?.id).toBe(id);
    expect((await item(id)).state).toBe('sending');
    await uploader().run();
    expect((await item(id)).state).toBe('done');
    expect(filed).toHaveLength(1);
  });

  it('clears sent items after a while; the user may remove a waiting or sent one, not one being sent', async () => {
    const sent = await queue('sent');
    const up = uploader();
    await up.run();
    const waiting = await queue('waiting');
    online = false;
    now += KEEP_SENT_MS + 1;
    await up.run();
    expect(await db.uploadQueue.get(sent)).toBeUndefined();

    await removeUpload(waiting);
    expect(await db.uploadQueue.count()).toBe(0);

    const busy = await queue('busy');
    await claimNextDue(now, owners);
    await removeUpload(busy);
    expect((await item(busy)).state).toBe('sending');
  });

  it('refuses a second item with the same request id', async () => {
    await queue('same');
    await expect(queue('same')).rejects.toThrow();
  });

  it('sends only what the signed-in account queued: another account on the device never sends it', async () => {
    const id = await queue('alice-1');
    owners = ['user:bob', 'session:s2'];
    await uploader().run();
    expect(filed).toHaveLength(0);
    expect((await item(id)).state).toBe('waiting');
    // Alice again, known first by her session's tag (offline, before her profile loads).
    owners = ['session:s1'];
    await uploader().run();
    expect(filed.map((f) => f.requestId)).toEqual(['alice-1']);
  });

  it("uploads a form's other files once each, and sends the form with all their paths", async () => {
    const id = await enqueueUpload(
      {
        purpose: 'kyc',
        requestId: 'kyc-1',
        file: new Blob(['front']),
        fileName: 'front.png',
        fields: { real_type: '1', owner: 'user:alice' },
        extraFiles: { reverse_pic: new Blob(['back']), other_pic: new Blob(['other']) },
        extraPaths: { other_pic: '/file/other.png' },
      },
      now,
    );
    let n = 0;
    uploadImpl = async (file) => {
      if ((await file.text()) === 'back' && n++ === 0) throw offline();
      return `/file/${await file.text()}.png`;
    };
    const up = uploader();
    await up.run();
    expect(await item(id)).toMatchObject({
      state: 'waiting',
      resultPath: '/file/front.png',
      extraPaths: { other_pic: '/file/other.png' },
    });
    now += 5_000;
    await up.run();
    expect(await item(id)).toMatchObject({ state: 'done', extraPaths: { reverse_pic: '/file/back.png' } });
    expect(await Promise.all(uploads.map((u) => u.text()))).toEqual(['front', 'back', 'back']);
    expect(forms).toEqual([
      { path: '/file/front.png', extra: { other_pic: '/file/other.png', reverse_pic: '/file/back.png' } },
    ]);
  });

  it('a newer choice replaces the unsent items of its purpose, never one being sent or sent', async () => {
    online = false;
    const sent = await queue('sent');
    await db.uploadQueue.update(sent, { state: 'done' });
    const busy = await queue('busy');
    await db.uploadQueue.update(busy, { state: 'sending' });
    await queue('waiting');
    const failed = await queue('failed');
    await db.uploadQueue.update(failed, { state: 'failed' });
    await enqueueUpload({
      purpose: 'recharge',
      requestId: 'bob',
      file: new Blob(['x']),
      fileName: 'x.png',
      fields: { owner: 'user:bob' },
    });
    await removeUnsent('recharge', owners);
    await removeUnsent('avatar', ['user:bob']);
    expect((await db.uploadQueue.toArray()).map((i) => i.requestId).sort()).toEqual(['bob', 'busy', 'sent']);
  });

  it("reports the share of an item's files sent, over all of them, and clears it when done", async () => {
    const id = await enqueueUpload(
      {
        purpose: 'kyc',
        requestId: 'kyc-2',
        file: new Blob(['x'.repeat(300)]),
        fileName: 'front.png',
        fields: { real_type: '1', owner: 'user:alice' },
        extraFiles: { reverse_pic: new Blob(['y'.repeat(100)]) },
      },
      now,
    );
    uploadImpl = async (file, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return `/file/${file.size}.png`;
    };
    await uploader().run();
    // 300 of 400 bytes in the first file, then the second's 100.
    expect(progress).toEqual([
      [id, 150 / 400],
      [id, 300 / 400],
      [id, 350 / 400],
      [id, 1],
      [id, null],
    ]);
  });
});
