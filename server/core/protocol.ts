// The wire protocol of spec §7–§8 (DESIGN §3) as one Fastify plugin: form or JSON bodies, `lang` on
// every request, the token from `AUTHORIZATION` or `token`, and every answer in the
// `{ type, message }` envelope. Routes return their payload; refusals are thrown as `Refusal` and
// also carry `code` (the message id) and, for a lock, `until`.
// Transport faults (unknown endpoint, malformed or oversized body, wrong content type) keep their
// HTTP status but still carry a translated envelope; a server fault never shows its details.
import formbody from '@fastify/formbody';
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';
import { isWireDecimalIssue } from '../../contract/numbers';
import { validationMessages } from '../../contract/validators';
import { OutcomeUnknown, Refusal } from './errors';
import type { Translate } from './i18n';
import { messages } from './messages';

export type Session = { id: string; userId: string };

/** Finds the live session a token belongs to (the accounts area). */
export interface SessionResolver {
  resolve(token: string): Promise<Session | null>;
}

/** Tells whether a user passed identity verification (the verification area). */
export interface VerificationCheck {
  isVerified(userId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Locale;
    token: string | null;
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** 'session': answer 999 without a valid session; 'verified': also 998 until verified. */
    guard?: 'session' | 'verified';
  }
}

/** Maps `lang` or an Accept-Language tag (zh-cn, zh-tw, en… as the upload call sends) to a locale. */
export function resolveLocale(lang: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(lang)) return lang;
  const tag = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (tag.startsWith('zh')) return /tw|hk|hant|mo/.test(tag) ? 'hk' : 'zh';
  const byPrefix: Record<string, Locale> = { fr: 'fra', es: 'spa', th: 'th', ja: 'jp', ko: 'kor', vi: 'vi', en: 'en' };
  return byPrefix[tag.slice(0, 2)] ?? DEFAULT_LOCALE;
}

/** The token as the client sends it: raw in `token`, raw or `Bearer …` in `AUTHORIZATION`. */
export function readToken(headers: FastifyRequest['headers']): string | null {
  const pick = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || null;
  const auth = pick(headers.authorization)?.replace(/^Bearer\s+/i, '') || null;
  return auth ?? pick(headers.token as string | string[] | undefined);
}

/** Query and body fields of a request, merged: the spec sends GET parameters as a query string. */
export function fieldsOf(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {};
  const query = req.query && typeof req.query === 'object' ? req.query : {};
  return { ...(query as object), ...(body as object) };
}

/** The session of a guarded route (the guard has already answered 999 when there is none). */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw new Refusal(messages.pleaseLogIn, {}, 999);
  return req.session;
}

/** The client's address and software, for the login history. */
export function clientOf(req: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
}

/** Refusals of malformed fields, by field name: what a screen can place at the field (an amount). */
export type FieldRefusals = Readonly<Record<string, MessageDescriptor>>;

/**
 * The refusal of fields that do not parse, by the first problem: the field's own refusal when the
 * route gives one, "Please enter the correct quantity, price or amount" for a malformed decimal
 * (contract/numbers.ts wireDecimal), else the spec's "parameter error".
 */
export function fieldsRefusal(issues: readonly z.core.$ZodIssue[], refusals: FieldRefusals = {}): Refusal {
  const issue = issues[0];
  const field = issue?.path[0];
  const own = typeof field === 'string' && Object.hasOwn(refusals, field) ? refusals[field] : undefined;
  if (own) return new Refusal(own);
  if (issue && isWireDecimalIssue(issue)) return new Refusal(validationMessages.amountInvalid);
  return new Refusal(messages.parameterError);
}

/** Validates a request's fields; a problem is refused as fieldsRefusal says, never a fault. */
export function parseFields<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  refusals: FieldRefusals = {},
): z.infer<S> {
  const result = schema.safeParse(fieldsOf(req));
  if (!result.success) throw fieldsRefusal(result.error.issues, refusals);
  return result.data;
}

/**
 * A refusal as the envelope carries it, over HTTP or in a socket's answer. `code`: the message's
 * id, so a client can tell refusals apart without comparing texts.
 */
export function refusalEnvelope(translate: Translate, lang: Locale, error: Refusal) {
  return {
    type: error.type,
    message: translate(lang, error.descriptor, error.values),
    code: error.descriptor.id,
    ...(error.until !== undefined && { until: error.until }),
  };
}

export type ProtocolOptions = { translate: Translate; sessions: SessionResolver; verification: VerificationCheck };

function transportMessage(status: number) {
  if (status === 404) return messages.notFound;
  if (status === 413) return messages.bodyTooLarge;
  if (status === 415) return messages.unsupportedMediaType;
  if (status === 429) return messages.tooManyRequests;
  return messages.parameterError;
}

async function protocol(app: FastifyInstance, { translate, sessions, verification }: ProtocolOptions) {
  await app.register(formbody);

  app.decorateRequest('lang', DEFAULT_LOCALE);
  app.decorateRequest('token', null);
  app.decorateRequest('session', null);

  // Set before the body is read, so a refused body is answered in the query's language at least.
  app.addHook('onRequest', async (req) => {
    req.lang = resolveLocale(fieldsOf(req).lang, req.headers['accept-language']);
    req.token = readToken(req.headers);
  });

  app.addHook('preHandler', async (req) => {
    req.lang = resolveLocale(fieldsOf(req).lang, req.headers['accept-language']);
    const guard = req.routeOptions.config.guard;
    if (!guard) return;
    req.session = req.token ? await sessions.resolve(req.token) : null;
    if (!req.session) throw new Refusal(messages.pleaseLogIn, {}, 999);
    if (guard === 'verified' && !(await verification.isVerified(req.session.userId))) {
      throw new Refusal(messages.verificationNeeded, {}, 998);
    }
  });

  // API routes return their payload; the envelope is added here, once. (Not in a serialization
  // hook: Fastify sends a string payload without serializing it.)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const handler = route.handler as (this: FastifyInstance, ...args: unknown[]) => unknown;
    route.handler = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const message = await handler.call(this, req, reply);
      return { type: 'ok', message: message ?? null };
    };
  });

  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang;
    if (error instanceof Refusal) return reply.status(200).send(refusalEnvelope(translate, lang, error));
    if (error instanceof OutcomeUnknown) {
      return reply
        .status(503)
        .send({ type: 'error', code: error.descriptor.id, message: translate(lang, error.descriptor) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ type: 'error', message: translate(lang, messages.serverError) });
    }
    req.log.info({ code: error.code, status }, error.message);
    return reply.status(status).send({ type: 'error', message: translate(lang, transportMessage(status)) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ type: 'error', message: translate(req.lang, messages.notFound) });
  });
}

export const protocolPlugin = fp(protocol, { name: 'kestrel-protocol', fastify: '5.x' });
