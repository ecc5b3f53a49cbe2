// How the server reaches a person: e-mail and SMS. By default every message goes to the outbox
// table (and the log), where a tester reads codes through GET /api/dev/outbox. SMTP_URL sends
// e-mail through nodemailer; SMS_WEBHOOK_URL posts SMS as JSON {to, text} to a gateway.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from './clock';
import type { Db } from './db';
import type { Ids } from './ids';

export type OutgoingMessage = { channel: 'email' | 'sms'; to: string; subject: string; text: string };

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  production: boolean;
};

export function makeMessenger({ db, ids, clock, log, smtpUrl, mailFrom, smsWebhookUrl, production }: Deps): Messenger {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function toOutbox(m: OutgoingMessage) {
    await db
      .insertInto('outbox')
      .values({
        id: ids.id(),
        channel: m.channel,
        destination: m.to,
        subject: m.subject,
        body: m.text,
        created_at: clock.now(),
      })
      .execute();
    // Codes in the log are a convenience for developers only.
    if (!production) log.info({ channel: m.channel, to: m.to, subject: m.subject, text: m.text }, 'outbox');
    else log.warn({ channel: m.channel }, 'no delivery configured: message kept in the outbox');
  }

  return {
    async send(m) {
      if (m.channel === 'email' && smtp) {
        await smtp.sendMail({ from: mailFrom, to: m.to, subject: m.subject, text: m.text });
        return;
      }
      if (m.channel === 'sms' && smsWebhookUrl) {
        const res = await fetch(smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: m.to, text: m.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
        return;
      }
      await toOutbox(m);
    },
  };
}
