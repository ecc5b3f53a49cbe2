// A thousand phones' keep-alive HTTP connections for a burst benchmark, with a load generator
// light enough not to be what is measured: a request is one buffer built before the clock starts,
// written on its own connection; an answer is read to its content-length. (With node:http's
// client, building and parsing a thousand requests and answers on the generator's one core landed
// in every latency it reported: BENCHMARKS.md.)
import { connect, type Socket } from 'node:net';

type Phone = { socket: Socket; buffered: Buffer; waiting: ((body: string) => void) | null };

/** `POST path` with a form body, as one buffer. */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string>): Buffer {
  const body = new URLSearchParams(fields).toString();
  const lines = Object.entries({
    host: 'localhost',
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  }).map(([k, v]) => `${k}: ${v}\r\n`);
  return Buffer.from(`POST ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body}`);
}

/** Reads one answer's body off the front of `buffered`, if it has all of one. */
function takeAnswer(phone: Phone): string | null {
  const end = phone.buffered.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = phone.buffered.subarray(0, end).toString('latin1');
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
  if (phone.buffered.length < end + 4 + length) return null;
  const body = phone.buffered.subarray(end + 4, end + 4 + length).toString();
  phone.buffered = phone.buffered.subarray(end + 4 + length);
  return body;
}

/** `count` connections to `origin`, opened in waves (the listen backlog is finite), all connected. */
export async function httpPhones(origin: string, count: number) {
  const { hostname, port } = new URL(origin);
  const phones: Phone[] = [];
  for (let i = 0; i < count; i++) {
    const phone: Phone = { socket: connect(Number(port), hostname), buffered: Buffer.alloc(0), waiting: null };
    phone.socket.setNoDelay(true);
    phone.socket.on('data', (chunk: Buffer) => {
      phone.buffered = phone.buffered.length ? Buffer.concat([phone.buffered, chunk]) : chunk;
      const answer = takeAnswer(phone);
      if (answer === null) return;
      const waiting = phone.waiting;
      phone.waiting = null;
      waiting?.(answer);
    });
    phones.push(phone);
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(
    phones.map((p) => (p.socket.readyState === 'open' ? null : new Promise((r) => p.socket.once('connect', r)))),
  );
  return {
    /** Sends `request` on phone `i` (one request at a time per phone) and resolves with its answer's body. */
    send(i: number, request: Buffer): Promise<string> {
      const phone = phones[i % count] as Phone;
      return new Promise((resolve, reject) => {
        if (phone.waiting) return reject(new Error(`phone ${i} is still waiting for an answer`));
        phone.waiting = resolve;
        phone.socket.write(request);
      });
    },
    close(): void {
      for (const p of phones) p.socket.destroy();
    },
  };
}
