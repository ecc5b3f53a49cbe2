// The XHR fetch behind upload progress (src/api/xhrFetch.ts), against a scripted XMLHttpRequest:
// what ky needs of a fetch — the request as sent, a real Response, AbortError and TypeError as
// fetch throws them — plus the upload's progress.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xhrFetch } from '../../src/api/xhrFetch';

type Listener = ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** One request's XHR: records what was sent; the test plays the network's part. */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  responseType = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseHeaders = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: Blob | null) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** The server's answer arrives. */
  answer(status: number, body: string, headers: string) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.response = new Blob([body]);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

/** Lets xhrFetch read the body and reach send(). */
async function sent(): Promise<ScriptedXhr> {
  const xhr = await vi.waitFor(() => {
    if (!ScriptedXhr.last?.body) throw new Error('not sent yet');
    return ScriptedXhr.last;
  });
  ScriptedXhr.last = null;
  return xhr;
}

beforeEach(() => {
  ScriptedXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
});
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const body = new FormData();
  body.append('file', new Blob(['picture-bytes'], { type: 'image/png' }), 'p.png');
  return body;
};

describe('xhrFetch', () => {
  it('sends the request as it is and answers with a Response of the status, headers and body', async () => {
    const reply = xhrFetch(() => undefined)(
      new Request('http://localhost/api/upload', { method: 'POST', body: form(), headers: { token: 'abc' } }),
    );
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/upload');
    expect(xhr.headers.token).toBe('abc');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await xhr.body?.text()).toContain('picture-bytes');
    xhr.answer(200, '{"type":"ok","message":"/file/x.png"}', 'content-type: application/json\r\nx-a: 1\r\n');
    const response = await reply;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-a')).toBe('1');
    expect(await response.json()).toEqual({ type: 'ok', message: '/file/x.png' });
  });

  it('reports the bytes sent as the upload goes', async () => {
    const seen: [number, number][] = [];
    const reply = xhrFetch((loaded, total) => seen.push([loaded, total]))(
      new Request('http://localhost/api/upload', { method: 'POST', body: form() }),
    );
    const xhr = await sent();
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 400 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 400, total: 400 });
    xhr.answer(413, '{"type":"error","message":"Too large"}', '');
    expect((await reply).status).toBe(413);
    expect(seen).toEqual([
      [100, 400],
      [400, 400],
    ]);
  });

  it('rejects as fetch does: AbortError when aborted, TypeError when the network fails', async () => {
    const controller = new AbortController();
    const aborted = xhrFetch(() => undefined)(
      new Request('http://localhost/api/upload', { method: 'POST', body: form(), signal: controller.signal }),
    );
    await sent();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });

    const failed = xhrFetch(() => undefined)(
      new Request('http://localhost/api/upload', { method: 'POST', body: form() }),
    );
    (await sent()).onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);
  });
});
