// The only HTTP client (spec §7–§8, DESIGN §3). Every call: `lang` added, the token in both
// AUTHORIZATION and token headers, form-encoded bodies, a 60 s time-out, the loading indicator
// after 800 ms. Answers: ok (or code 1) resolves with `message`; 999 clears the user and goes to
// login after 1.2 s; 998 goes to identity verification after 1.2 s; any other refusal is toasted
// with the server's text (its `code`, when sent, kept for the screen to place it at a field); a
// non-200 status is always a rejection. An upload given onProgress is
// sent over XHR (./xhrFetch), the only way to see its bytes go out over HTTP/1.1.
import { t } from '@lingui/core/macro';
import ky, { HTTPError, TimeoutError } from 'ky';
import { navigate, REDIRECT_DELAY_MS, ROUTES } from '../app/navigation';
import { FROM_CACHE_HEADER } from '../lib/runtimeCache';
import { signedInSocket } from '../realtime/socket';
import { clearUser, session } from '../state/session';
import { showToast, ui } from '../state/ui';
import { xhrFetch } from './xhrFetch';

export const NETWORK_TIMEOUT_MS = 60_000;
export const LOADING_DELAY_MS = 800;

export type Fields = Record<string, string | number | boolean | null | undefined>;

export type ApiErrorKind = 'refused' | 'session' | 'verification' | 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** A refusal's machine-readable id (the server's message id, e.g. 'ledger.insufficient_balance'). */
    readonly code?: string,
    /** A lock's end (ms since the epoch), when the refusal is "too many tries". */
    readonly until?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Envelope = { type?: unknown; code?: unknown; message?: unknown; until?: unknown };

/** Filled in by a call: set when the reply is the service worker's cached copy (sw/sw.ts). */
export type ReplyOrigin = { cachedAt?: number };

export type CallOptions = {
  /** Don't toast a refusal: the caller shows it in place (e.g. under a form field). */
  quiet?: boolean;
  /** Don't show the loading indicator (background refreshes). */
  background?: boolean;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key so a retried mutation has one effect (DESIGN §4). */
  idempotencyKey?: string;
  /** Told when the network did not answer and the worker's cached copy did, and its time. */
  origin?: ReplyOrigin;
  /** Uploads: told the share of the file sent so far (0…1) as it goes. */
  onProgress?: (sent: number) => void;
};

const http = ky.create({
  prefixUrl: `${import.meta.env.BASE_URL.replace(/h5\/$/, '')}api`,
  timeout: NETWORK_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = session.token;
        if (token) {
          request.headers.set('AUTHORIZATION', token);
          request.headers.set('token', token);
        }
      },
    ],
  },
});

/** Sends over XHR to report progress (./xhrFetch); a share, so callers need not know the size. */
const uploadFetch = (onProgress: (sent: number) => void) =>
  xhrFetch((loaded, total) => onProgress(total > 0 ? Math.min(1, loaded / total) : 0));

function clean(fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** Counts a request towards the loading indicator once it has taken longer than 800 ms. */
function trackSlow<T>(promise: Promise<T>, background: boolean | undefined): Promise<T> {
  if (background) return promise;
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    ui.slowRequests++;
  }, LOADING_DELAY_MS);
  return promise.finally(() => {
    clearTimeout(timer);
    if (counted) ui.slowRequests--;
  });
}

function fail(error: ApiError, quiet: boolean | undefined): never {
  if (!quiet) showToast(error.message);
  throw error;
}

async function send<T>(
  method: 'get' | 'post',
  path: string,
  fields: Fields,
  opts: CallOptions,
  body?: FormData,
): Promise<T> {
  const all = clean({ ...fields, lang: session.lang });
  const headers: Record<string, string> = {};
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let response: Response;
  try {
    response = await trackSlow(
      method === 'get'
        ? http.get(path, { searchParams: all, signal: opts.signal, headers })
        : http.post(path, {
            body: body ?? new URLSearchParams(all),
            signal: opts.signal,
            headers,
            ...(body && opts.onProgress && { fetch: uploadFetch(opts.onProgress) }),
          }),
      opts.background,
    );
  } catch (err) {
    if (err instanceof TimeoutError)
      fail(new ApiError('timeout', t`The network timed out, please try again`), opts.quiet);
    if (err instanceof HTTPError)
      fail(new ApiError('http', t`Network error, please try again`, err.response.status), opts.quiet);
    if ((err as Error).name === 'AbortError') throw err;
    fail(new ApiError('network', t`Network unavailable, please check your connection`), opts.quiet);
  }

  if (opts.origin && response.headers.has(FROM_CACHE_HEADER))
    opts.origin.cachedAt = Date.parse(response.headers.get('date') ?? '') || Date.now();
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (response.status !== 200) {
    const text = typeof envelope?.message === 'string' ? envelope.message : t`Network error, please try again`;
    fail(new ApiError('http', text, response.status), opts.quiet);
  }
  return settle<T>(envelope, opts);
}

/** An answer's envelope, settled as every call's is (ok → its message; 999, 998 and refusals as above). */
function settle<T>(envelope: Envelope | null, opts: CallOptions): T {
  if (!envelope || typeof envelope !== 'object')
    fail(new ApiError('http', t`Network error, please try again`, 200), opts.quiet);

  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (envelope.type === 'ok' || envelope.code === 1 || envelope.code === '1') return envelope.message as T;
  if (envelope.type === 999 || envelope.type === '999') {
    showToast(message || t`Please log in first`);
    clearUser();
    // Back to where the user was once they have logged in again.
    const here = window.location.hash.replace(/^#/, '') || '/';
    const to =
      here === '/' || here.startsWith(ROUTES.login)
        ? ROUTES.login
        : `${ROUTES.login}?redirect=${encodeURIComponent(here)}`;
    setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    throw new ApiError('session', message);
  }
  if (envelope.type === 998 || envelope.type === '998') {
    showToast(message);
    setTimeout(() => navigate(ROUTES.realMark), REDIRECT_DELAY_MS);
    throw new ApiError('verification', message);
  }
  // `code` and `until` are additions of this server (README, the API); a reply without them still works.
  const code = typeof envelope.code === 'string' ? envelope.code : undefined;
  const until = typeof envelope.until === 'number' ? envelope.until : undefined;
  return fail(
    new ApiError('refused', message || t`Network error, please try again`, undefined, code, until),
    opts.quiet,
  );
}

/** How long an answer on the socket is waited for: a lost one is then asked again by the user (same key). */
export const SOCKET_ANSWER_TIMEOUT_MS = 15_000;

/**
 * Sends over the realtime socket while it is connected as the signed-in user — a phone holds it
 * anyway, and a message costs the server far less than a request (issue 17's burst of bids) — else
 * as a POST to `path`: the same fields, Idempotency-Key and envelope either way.
 */
async function emitOrPost<T>(event: string, path: string, fields: Fields, opts: CallOptions): Promise<T> {
  const socket = await signedInSocket();
  if (!socket) return send<T>('post', path, fields, opts);
  let envelope: Envelope | null;
  try {
    envelope = await trackSlow(
      socket
        .timeout(SOCKET_ANSWER_TIMEOUT_MS)
        .emitWithAck(event, { ...clean({ ...fields, lang: session.lang }), key: opts.idempotencyKey }),
      opts.background,
    );
  } catch {
    return fail(new ApiError('timeout', t`The network timed out, please try again`), opts.quiet);
  }
  return settle<T>(envelope, opts);
}

export const api = {
  emitOrPost,
  get: <T>(path: string, fields: Fields = {}, opts: CallOptions = {}) => send<T>('get', path, fields, opts),
  post: <T>(path: string, fields: Fields = {}, opts: CallOptions = {}) => send<T>('post', path, fields, opts),
  /** Multipart upload (spec §7): the `file` field plus any extra fields. */
  upload: <T>(path: string, file: Blob, fields: Fields = {}, opts: CallOptions = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(clean({ ...fields, lang: session.lang }))) form.append(k, v);
    form.append('file', file);
    return send<T>('post', path, {}, opts, form);
  },
};
