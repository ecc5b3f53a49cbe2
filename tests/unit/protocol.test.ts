// The protocol plugin in-process (Fastify inject), with routes made for the test: what every area
// relies on. The real server's endpoints are covered in tests/api.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Refusal } from '../../server/core/errors';
import { loadTranslator } from '../../server/core/i18n';
import { messages } from '../../server/core/messages';
import { parseFields, protocolPlugin, readToken, resolveLocale } from '../../server/core/protocol';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  await app.register(protocolPlugin, {
    translate: await loadTranslator(),
    sessions: {
      resolve: async (token) =>
        token === 'good' ? { id: 's1', userId: 'u1' } : token === 'unverified' ? { id: 's2', userId: 'u2' } : null,
    },
    verification: { isVerified: async (userId) => userId === 'u1' },
  });
  await app.register(
    async (api) => {
      const echo = z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/), note: z.string().optional() });
      api.post('/echo', async (req) => ({ ...parseFields(req, echo), lang: req.lang }));
      api.get('/text', async () => 'plain');
      api.get('/refuse', async () => {
        throw new Refusal(messages.uploadTooLarge, { max: 5 });
      });
      api.get('/locked', async () => {
        throw new Refusal(messages.parameterError, {}, 'error', 1_800_000_000_000);
      });
      api.get('/crash', async () => {
        throw new Error('secret internal detail');
      });
      api.get('/mine', { config: { guard: 'session' } }, async (req) => req.session?.userId);
      api.get('/verified', { config: { guard: 'verified' } }, async (req) => req.session?.userId);
    },
    { prefix: '/api' },
  );
});

afterAll(() => app.close());

describe('the wire protocol', () => {
  it('accepts form-urlencoded bodies and wraps the payload in the ok envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=12.5&note=hi&lang=zh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'ok', message: { amount: '12.5', note: 'hi', lang: 'zh' } });
  });

  it('accepts JSON bodies too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { amount: '3' } });
    expect(res.json()).toEqual({ type: 'ok', message: { amount: '3', lang: 'en' } });
  });

  it('wraps a string payload as well', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/text' });
    expect(res.json()).toEqual({ type: 'ok', message: 'plain' });
  });

  it('answers invalid fields with "parameter error" in the request language', async () => {
    const en = await app.inject({ method: 'POST', url: '/api/echo', payload: { amount: 'abc' } });
    expect(en.json()).toEqual({ type: 'error', message: 'Parameter error', code: 'server.parameter_error' });
    const zh = await app.inject({ method: 'POST', url: '/api/echo', payload: { amount: 'abc', lang: 'zh' } });
    expect(zh.json().type).toBe('error');
    expect(zh.json().message).not.toBe('Parameter error');
    expect(zh.json().message.length).toBeGreaterThan(0);
  });

  it('fills message values into a refusal', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/refuse' });
    expect(res.json()).toEqual({
      type: 'error',
      message: 'The image is larger than 5 MB',
      code: 'server.upload_too_large',
    });
  });

  it("gives a refusal its message id as `code`, in every language, and a lock's end as `until`", async () => {
    const zh = await app.inject({ method: 'GET', url: '/api/refuse?lang=zh' });
    expect(zh.json().code).toBe('server.upload_too_large');
    expect(zh.json()).not.toHaveProperty('until');
    const locked = await app.inject({ method: 'GET', url: '/api/locked' });
    expect(locked.json()).toMatchObject({ type: 'error', code: 'server.parameter_error', until: 1_800_000_000_000 });
    const guarded = await app.inject({ method: 'GET', url: '/api/mine' });
    expect(guarded.json()).toMatchObject({ type: 999, code: 'server.please_log_in' });
  });

  it('hides a fault behind a generic message, with no stack or detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    expect(res.json().type).toBe('error');
  });

  it('answers 999 on a guarded route without a valid session, in both token headers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/mine' })).json().type).toBe(999);
    expect((await app.inject({ method: 'GET', url: '/api/mine', headers: { token: 'bad' } })).json().type).toBe(999);
    const viaToken = await app.inject({ method: 'GET', url: '/api/mine', headers: { token: 'good' } });
    expect(viaToken.json()).toEqual({ type: 'ok', message: 'u1' });
    const viaAuth = await app.inject({ method: 'GET', url: '/api/mine', headers: { authorization: 'good' } });
    expect(viaAuth.json()).toEqual({ type: 'ok', message: 'u1' });
  });

  it('answers 998 when the route needs a verified user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/verified', headers: { token: 'unverified' } });
    expect(res.json().type).toBe(998);
    expect(res.json().message).toBe('Please complete identity verification first');
  });

  it('gives transport faults their status and a translated envelope', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/nope?lang=fra' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().type).toBe('error');
    expect(missing.json().message).not.toBe('This function does not exist');

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ type: 'error', message: 'Parameter error' });

    const xml = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ type: 'error', message: 'Unsupported request format' });

    const big = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `amount=1&note=${'x'.repeat(5000)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ type: 'error', message: 'The request is too large' });
  });
});

describe('request language and token', () => {
  it('takes the lang field first, then Accept-Language, then English', () => {
    expect(resolveLocale('kor', 'zh-CN')).toBe('kor');
    expect(resolveLocale(undefined, 'zh-cn')).toBe('zh');
    expect(resolveLocale(undefined, 'zh-tw')).toBe('hk');
    expect(resolveLocale(undefined, 'ja-JP,en;q=0.5')).toBe('jp');
    expect(resolveLocale('xx', undefined)).toBe('en');
  });

  it('reads the token from AUTHORIZATION (raw or Bearer) or token', () => {
    expect(readToken({ authorization: 'abc' })).toBe('abc');
    expect(readToken({ authorization: 'Bearer abc' })).toBe('abc');
    expect(readToken({ token: 'xyz' })).toBe('xyz');
    expect(readToken({})).toBeNull();
  });
});
