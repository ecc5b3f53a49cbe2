import { randomUUID } from 'node:crypto';
// Talks to the e2e server's API directly, for what a test needs before it opens a screen
// (an account, a code from the developer outbox).
import type { APIRequestContext } from '@playwright/test';

const origin = (baseURL: string) => new URL(baseURL).origin;

export async function outboxCode(request: APIRequestContext, baseURL: string, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`${origin(baseURL)}/api/dev/outbox`, { params: { to } });
    const body = (await res.json()) as { message: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(body.message[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${to}`);
}

let n = 0;

/** A fresh account made through the real endpoints; returns its e-mail and token. */
export async function makeAccount(request: APIRequestContext, baseURL: string, password = 'correct-horse-9') {
  const email = `e2e${Date.now()}${++n}${randomUUID().slice(0, 4)}@example.com`;
  const api = `${origin(baseURL)}/api`;
  await request.post(`${api}/sms_mail`, { form: { user_string: email, type: 'register' } });
  const code = await outboxCode(request, baseURL, email);
  const res = await request.post(`${api}/user/register`, {
    form: { user_string: email, code, password, re_password: password, type: 'email' },
  });
  const body = (await res.json()) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`register refused: ${JSON.stringify(body)}`);
  return { email, password, token: body.message };
}
