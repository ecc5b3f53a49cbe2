// A fetch for ky that sends with XMLHttpRequest, for the one thing fetch cannot do here: tell how
// much of a request body has gone. fetch reports upload progress only for a streamed body, which
// Chromium sends over HTTP/2 only, and the server also speaks HTTP/1.1; XHR's upload events work
// over both. Only uploads use it (api.upload with onProgress); everything else stays on fetch.

/** Called as the body goes out: bytes sent and the body's size. */
export type UploadProgress = (loaded: number, total: number) => void;

/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

/** fetch(request) over XHR, reporting upload progress: what ky's `fetch` option takes. */
export function xhrFetch(onProgress: UploadProgress) {
  return async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) throw abortError();
    // The multipart body as bytes, with the boundary in its Content-Type (copied below).
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    if (signal.aborted) throw abortError(); // while the body was read

    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);

      const onAbort = () => xhr.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal.removeEventListener('abort', onAbort);

      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded, e.total);
      };
      xhr.onload = () => {
        settle();
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // As fetch does: a TypeError when the network failed, an AbortError when aborted.
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      xhr.send(body);
    });
  };
}
