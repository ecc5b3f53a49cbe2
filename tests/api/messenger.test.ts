// How codes reach people: with SMTP_URL the e-mail goes to an SMTP server, with SMS_WEBHOOK_URL
// the SMS is POSTed as JSON {to, text} to a gateway (both started here, on local ports); in
// production the developer outbox route does not exist.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, makeStorage, NO_MARKET_HISTORY, outbox, TestServer, uniqueEmail, uniqueMobile } from './harness';

type Mail = { from: string; to: string[]; raw: string };
type Sms = { path: string; contentType: string; body: { to: string; text: string } };

/** Waits until `check` gives a value (messages are delivered a moment after the reply). */
async function eventually<T>(check: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not arrive`);
}

/** The text of a simple (single-part) message, quoted-printable decoded. */
function textOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

describe('delivery through SMTP and an SMS gateway', () => {
  const mails: Mail[] = [];
  const texts: Sms[] = [];
  let gatewayStatus = 200;
  let smtp: SMTPServer;
  let gateway: Server;
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

    gateway = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        texts.push({
          path: req.url ?? '',
          contentType: req.headers['content-type'] ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));

    storage = await makeStorage('sqlite');
    server = await TestServer.start({
      ...storage.env,
      ...NO_MARKET_HISTORY,
      SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}`,
      SMS_WEBHOOK_URL: `http://127.0.0.1:${portOf(gateway)}/sms`,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await new Promise<void>((resolve) => gateway?.close(() => resolve()));
  });

  it('e-mails the code through the SMTP server, and the code signs the user up', async () => {
    const email = uniqueEmail('smtp');
    const ip = freshIp();
    const sent = await server.call(
      'POST',
      'sms_mail',
      { user_string: email, type: 'register' },
      { 'x-forwarded-for': ip },
    );
    expect(sent.body).toEqual({ type: 'ok', message: 'The verification code has been sent' });

    const mail = await eventually(() => mails.find((m) => m.to.includes(email)), 'the e-mail');
    expect(mail.from).toBe('no-reply@kestrel.local');
    expect(mail.raw).toMatch(/^From: Kestrel <no-reply@kestrel\.local>$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(mail.raw).toMatch(/^Subject: Your Kestrel verification code$/m);
    const text = textOf(mail.raw);
    const code = /Your verification code is (\d{6})\./.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('It is valid for 10 minutes.');

    // Delivered, not kept in the outbox.
    expect(await outbox(server, email)).toEqual([]);

    const registered = await server.call<string>(
      'POST',
      'user/register',
      { user_string: email, code, password: 'secret77', re_password: 'secret77', type: 'email' },
      { 'x-forwarded-for': ip },
    );
    expect(registered.body.type).toBe('ok');
  });

  it('POSTs the SMS code as JSON {to, text} to the gateway, and the code signs the user up', async () => {
    const mobile = uniqueMobile();
    const ip = freshIp();
    const sent = await server.call(
      'POST',
      'sms_send',
      { area_code: '86', mobile, type: 'register' },
      { 'x-forwarded-for': ip },
    );
    expect(sent.body).toEqual({ type: 'ok', message: 'The verification code has been sent' });

    const sms = await eventually(() => texts.find((t) => t.body.to === `+86${mobile}`), 'the SMS');
    expect(sms.path).toBe('/sms');
    expect(sms.contentType).toBe('application/json');
    expect(Object.keys(sms.body).sort()).toEqual(['text', 'to']);
    expect(sms.body.text).toMatch(
      /^\[Kestrel\] Your verification code is \d{6}, valid for 10 minutes\. Never share it\.$/,
    );
    expect(await outbox(server, `+86${mobile}`)).toEqual([]);

    const code = /(\d{6})/.exec(sms.body.text)?.[1] ?? '';
    const registered = await server.call<string>(
      'POST',
      'user/register',
      { type: 'mobile', user_string: mobile, area_code: '86', code, password: 'secret77', re_password: 'secret77' },
      { 'x-forwarded-for': ip },
    );
    expect(registered.body.type).toBe('ok');
  });

  it('answers a failing SMS gateway with the generic server error and no details', async () => {
    gatewayStatus = 502;
    try {
      const mobile = uniqueMobile();
      const sent = await server.call(
        'POST',
        'sms_send',
        { mobile, type: 'register' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(sent).toEqual({
        status: 500,
        body: { type: 'error', message: 'The server could not complete the request, please try again' },
      });
      expect(texts.some((t) => t.body.to === `+86${mobile}`)).toBe(true);
    } finally {
      gatewayStatus = 200;
    }
  });
});

describe('in production', () => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage('sqlite');
    server = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY, NODE_ENV: 'production' });
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  it('has no developer routes nor demo funds: /api/dev/outbox, /api/dev/clock and /api/demo/faucet answer 404', async () => {
    const email = uniqueEmail('prod');
    const sent = await server.call('POST', 'sms_mail', { user_string: email, type: 'register' });
    expect(sent.body).toEqual({ type: 'ok', message: 'The verification code has been sent' });

    const notFound = { status: 404, body: { type: 'error', message: 'This function does not exist' } };
    expect(await server.call('GET', 'dev/outbox', { to: email })).toEqual(notFound);
    expect(await server.call('POST', 'dev/clock', { advance_ms: '60000' })).toEqual(notFound);
    expect(await server.call('POST', 'demo/faucet', { currency: 'USDT', amount: '100' })).toEqual(notFound);
    // …and the app is told so, and shows no demo-funds card.
    expect((await server.call<{ demo: string }>('GET', 'getSiteConfig')).body.message.demo).toBe('0');
    // Nor does the log show the code.
    expect(server.logs).not.toMatch(/Your verification code is \d{6}/);
  });
});
