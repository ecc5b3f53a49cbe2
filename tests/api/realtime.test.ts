// The realtime channel: socket.io on the API port, websocket or long-polling, and (with REDIS_URL)
// events published on one API node reaching the clients of another node of the same deployment,
// never those of another deployment that shares the Redis server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { makeStorage, openSocket, TestServer } from './harness';

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('socket.io on the API port', () => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  beforeAll(async () => {
    storage = await makeStorage('sqlite');
    server = await TestServer.start(storage.env);
  });
  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  it.each([['websocket'], ['polling']] as const)(
    'connects over %s and is greeted with the server time',
    async (transport) => {
      const socket = openSocket(server.url, { transport });
      try {
        const hello = await once<{ serverTime: number }>(socket, 'hello');
        expect(Math.abs(hello.serverTime - Date.now())).toBeLessThan(5000);
        expect(socket.io.engine.transport.name).toBe(transport);
      } finally {
        socket.close();
      }
    },
  );
});

describe.skipIf(!process.env.REDIS_URL)('several API nodes through the Redis adapter', () => {
  const apps: App[] = [];
  const dirs: string[] = [];

  type Node = { app: App; url: string };
  /** A node of the deployment whose data lives in `dir` (a new one when not given). */
  async function node(dir = mkdtempSync(path.join(tmpdir(), 'kestrel-node-'))): Promise<Node> {
    dirs.push(dir);
    const config = loadConfig({
      DATA_DIR: dir,
      REDIS_URL: process.env.REDIS_URL,
      LOG_LEVEL: 'warn',
      PORT: '0',
      MARKET_BACKFILL_DAYS: '0',
    });
    const app = await buildApp({ config });
    apps.push(app);
    const url = await app.http.listen({ port: 0, host: '127.0.0.1' });
    return { app, url };
  }

  // Starting a node (migrations, demo data) takes seconds on a busy machine: a hook's time, not the test's.
  let a: Node;
  let b: Node;
  let other: Node;
  beforeAll(async () => {
    a = await node();
    b = await node(dirs[0]);
    other = await node();
  });

  afterAll(async () => {
    for (const app of apps) await app.http.close();
    for (const dir of new Set(dirs)) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers an event published on one node to a client of the other', async () => {
    const client = openSocket(b.url);
    try {
      await once(client, 'hello');
      const received = once<{ n: number }>(client, 'test:ping');
      // The adapter subscribes asynchronously; publish until the other node hears it.
      const timer = setInterval(() => a.app.realtime.publish('test:ping', { n: 1 }), 100);
      try {
        expect(await received).toEqual({ n: 1 });
      } finally {
        clearInterval(timer);
      }
    } finally {
      client.close();
    }
  });

  it("never delivers another deployment's events, though it shares the Redis server", async () => {
    const client = openSocket(b.url);
    const heard: number[] = [];
    client.on('test:which', (p: { n: number }) => heard.push(p.n));
    try {
      await once(client, 'hello');
      const ours = once(client, 'test:which');
      const timer = setInterval(() => {
        other.app.realtime.publish('test:which', { n: 2 });
        a.app.realtime.publish('test:which', { n: 1 });
      }, 100);
      try {
        await ours;
        // Half a second more of both publishing: only this deployment's event ever arrives.
        await new Promise((r) => setTimeout(r, 500));
      } finally {
        clearInterval(timer);
      }
      expect(heard.length).toBeGreaterThan(0);
      expect(new Set(heard)).toEqual(new Set([1]));
    } finally {
      client.close();
    }
  });
});
