// Customer service on two API nodes sharing one PostgreSQL database and one Redis: a message sent
// through one node reaches the customer's other device connected to the other node, and a client
// that was cut off catches up from either node after its last message, in order, once.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportMessage, SupportMessagesReply } from '../../contract/support';
import { greetedSocket, makeStorage, NO_MARKET_HISTORY, signUp, TestServer } from './harness';

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('customer service on two API nodes', () => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    storage = await makeStorage('postgres');
    const env = { ...storage.env, ...NO_MARKET_HISTORY, REDIS_URL: process.env.REDIS_URL };
    a = await TestServer.start(env);
    b = await TestServer.start(env);
  }, 90_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.stop();
    await b?.stop();
    await storage?.drop();
  });

  const connected = async (url: string, auth: { token?: string }) => {
    const s = await greetedSocket(url, auth);
    sockets.push(s);
    return s;
  };

  it('delivers a message sent on one node to the customer’s device on the other, and catches up from either', async () => {
    const user = await signUp(a);
    const onB = await connected(b.url, { token: user.token });
    const heard: SupportMessage[] = [];
    onB.on('support:message', (m: SupportMessage) => heard.push(m));
    // The adapter subscribes asynchronously: wait until B's room is known across nodes by sending
    // until the first message arrives, then send the rest.
    const id = () => `n${randomBytes(8).toString('hex')}`;
    for (let i = 0; i < 15 && heard.length === 0; i++) {
      const body = (
        await a.call<SupportMessage>('POST', 'support/send', { client_id: id(), body: `try ${i}` }, user.auth)
      ).body;
      expect(body.type).toBe('ok');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(heard.length).toBeGreaterThan(0);
    const first = heard[0]?.seq ?? 0;
    const sent = await a.call<SupportMessage>('POST', 'support/send', { client_id: id(), body: 'after' }, user.auth);
    await expect.poll(() => heard.map((m) => m.body)).toContain('after');
    // Catch-up from the other node after the first message heard: the rest, in order, once.
    const missed = (
      await b.call<SupportMessagesReply>('GET', 'support/messages', { after_seq: String(first) }, user.auth)
    ).body;
    const seqs = missed.message.list.map((m) => m.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
    expect(missed.message.list.at(-1)?.id).toBe(sent.body.message.id);
  });
});
