// The back office's HTTP client: the same protocol as the customer app's (DESIGN §3) — `lang` on
// every call, the token in AUTHORIZATION and token, form bodies, a 60 s time-out, the
// {type, message} envelope — without the customer app's state, toasts or routes. Refusals are
// thrown with the server's text (and its `code`, when sent, for a form to place it at a field) for
// the screen to show in place; 999 signs the operator out.
import { t } from '@lingui/core/macro';
import ky, { HTTPError, TimeoutError } from 'ky';
import { adminSession, signOut } from '../state/session';

export type Fields = Record<string, string | number | boolean | null | undefined>;

export class AdminApiError extends Error {
  constructor(
    readonly kind: 'refused' | 'session' | 'http' | 'network' | 'timeout',
    message: string,
    /** A refusal's machine-readable id (the server's message id, e.g. 'earn.bad_currency'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

const http = ky.create({
  prefixUrl: '/api/admin',
  timeout: 60_000,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = adminSession.token;
        if (token) {
          request.headers.set('AUTHORIZATION', token);
          request.headers.set('token', token);
        }
      },
    ],
  },
});

function clean(fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  }
  return out;
}

async function send<T>(method: 'get' | 'post', path: string, fields: Fields, body?: FormData): Promise<T> {
  const all = clean({ ...fields, lang: adminSession.lang });
  let response: Response;
  try {
    response =
      method === 'get'
        ? await http.get(path, { searchParams: all })
        : await http.post(path, { body: body ?? new URLSearchParams(all) });
  } catch (err) {
    if (err instanceof TimeoutError) throw new AdminApiError('timeout', t`The network timed out, please try again`);
    if (err instanceof HTTPError) throw new AdminApiError('http', t`Network error, please try again`);
    throw new AdminApiError('network', t`Network unavailable, please check your connection`);
  }
  const envelope = (await response.json().catch(() => null)) as {
    type?: unknown;
    message?: unknown;
    code?: unknown;
  } | null;
  const text = typeof envelope?.message === 'string' ? envelope.message : '';
  if (response.status !== 200 || !envelope) throw new AdminApiError('http', text || t`Network error, please try again`);
  if (envelope.type === 'ok') return envelope.message as T;
  if (envelope.type === 999 || envelope.type === '999') {
    signOut();
    throw new AdminApiError('session', text || t`Please sign in again`);
  }
  // `code` is an addition of this server (README, the API); a refusal without it still works.
  const code = typeof envelope.code === 'string' ? envelope.code : undefined;
  throw new AdminApiError('refused', text || t`Network error, please try again`, code);
}

export const adminApi = {
  get: <T>(path: string, fields: Fields = {}) => send<T>('get', path, fields),
  post: <T>(path: string, fields: Fields = {}) => send<T>('post', path, fields),
  upload: <T>(path: string, file: Blob) => {
    const form = new FormData();
    form.append('lang', adminSession.lang);
    form.append('file', file);
    return send<T>('post', path, {}, form);
  },
};

/** The text to show for a failed call. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A failed call's refusal code, when the server sent one. */
export const refusalCode = (err: unknown) => (err instanceof AdminApiError ? err.code : undefined);
