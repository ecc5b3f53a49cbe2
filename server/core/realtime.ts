// The realtime channel: socket.io on the HTTP server's port (websocket, polling fallback). With
// REDIS_URL set, the Redis adapter carries every publish to the clients of all API nodes, under the
// deployment's own channel prefix (deployments may share a Redis server), and nodes ask each other
// through ./node-link.ts. Redis is a dependency that may go away: a node keeps serving HTTP and its
// own sockets without it, says so in /health and the log, and delivers everywhere again once the
// clients reconnect (they retry every second at most and re-subscribe by themselves).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { ClientClosedError, ClientOfflineError, createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Clock } from './clock';
import { makeNodeLink, type NodeLink } from './node-link';

/** How long a node waits for Redis at start before it serves without it (and keeps trying). */
const REDIS_START_WAIT_MS = 3_000;
/** 'alone' without REDIS_URL; 'degraded' while Redis is unreachable. */
export type RealtimeHealth = 'alone' | 'ok' | 'degraded';

export interface Realtime {
  /** Sends an event to every client, or to one room (e.g. `user:<id>`). */
  publish(event: string, payload: unknown, room?: string): void;
  /** Lets an area listen to a client's own events (e.g. subscriptions). */
  onConnection(handler: (socket: Socket) => void): void;
  /**
   * Asks every other API node (through the Redis adapter) and collects their answers; with no
   * adapter there is no other node and the answer is []. Rejects when a node does not answer within
   * the adapter's request time-out (5 s).
   */
  ask(event: string, payload: unknown): Promise<unknown[]>;
  /** Answers the other nodes' `ask(event)`. */
  answer(event: string, handler: (payload: unknown) => Promise<unknown>): void;
  /** Tells every other node of `event` without waiting (lost while Redis is away). */
  tell(event: string): void;
  /** Hears another node's `tell(event)`. */
  onTold(event: string, handler: () => void): void;
  /** Asks one node by id, answered as soon as it answers (./node-link.ts); null when there is no Redis. */
  link: NodeLink | null;
  health(): RealtimeHealth;
  /** Whether any client is in `room` on any node (through the adapter); false when nodes do not answer. */
  present(room: string): Promise<boolean>;
  /** Disconnects the clients in `room` on every node (`session:<id>` or `user:<id>` when sessions end). */
  disconnect(room: string): void;
  close(): Promise<void>;
}

export async function startRealtime(
  http: HttpServer,
  opts: {
    redisUrl?: string;
    /** This node's id (the one its leases are held under). */
    nodeId: string;
    /** Names the deployment: its channels on a Redis server that other deployments may share. */
    deployment: string;
    clock: Clock;
    log: FastifyBaseLogger;
    /**
     * The live session a token opens, or null. A signed-in client joins the rooms `user:<id>` and
     * `session:<id>`, and is disconnected when its session ends (`disconnect`): what it holds in
     * `socket.data` stays true while it is connected.
     */
    authenticate: (token: string) => Promise<{ id: string; userId: string } | null>;
  },
): Promise<Realtime> {
  const io = new Server(http, { path: '/socket.io/', serveClient: false, transports: ['websocket', 'polling'] });
  const redis: ReturnType<typeof createClient>[] = [];
  // Timers that outlive a request (debounced announcements, the tick stream) may still publish while
  // the node shuts down; once the Redis clients quit, such a publish would be an unhandled rejection.
  let closed = false;
  let link: NodeLink | null = null;
  /** Whether both Redis clients are connected; null until first known. */
  let reachable: boolean | null = null;
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl, disableOfflineQueue: true, socket: { reconnectStrategy } });
    // The subscriber queues its (re-)subscriptions while offline; it carries no other command.
    const sub = createClient({ url: opts.redisUrl, socket: { reconnectStrategy } });
    const watch = () => {
      const now = pub.isReady && sub.isReady;
      if (now === reachable) return;
      reachable = now;
      if (now) opts.log.info('redis reachable: realtime reaches every node');
      else opts.log.error("redis unreachable: realtime reaches only this node's clients until it returns");
    };
    for (const [c, name] of [
      [pub, 'redis publisher'],
      [sub, 'redis subscriber'],
    ] as const) {
      // An error event is the client reporting a lost or refused connection it is already retrying:
      // logged once when Redis goes, not at every retry while it is away.
      c.on('error', (err: Error) => {
        if (reachable !== false) opts.log.warn({ err: err.message }, name);
        watch();
      });
      c.on('ready', watch);
      c.on('end', watch);
    }
    const connected = Promise.all([pub.connect(), sub.connect()]).catch(() => undefined);
    await Promise.race([connected, new Promise((r) => setTimeout(r, REDIS_START_WAIT_MS).unref())]);
    watch();
    // The adapter publishes without waiting for the answer: a publish refused while Redis is away
    // would be an unhandled rejection that ends the process. The event still reaches this node's
    // own clients (the adapter broadcasts locally as well).
    const publish = (channel: string, message: string | Buffer): Promise<number> =>
      pub.publish(channel, message).catch((err: unknown) => {
        if (!(err instanceof ClientOfflineError || err instanceof ClientClosedError)) throw err;
        return 0;
      });
    const safePub = new Proxy(pub, {
      get: (target, prop) => {
        if (prop === 'publish') {
          return (ch: string, msg: string | Buffer) =>
            publish(ch, msg).catch((err: unknown) => {
              opts.log.warn({ err: (err as Error).message }, 'redis: a realtime event was not published');
              return 0;
            });
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const prefix = `kestrel:${opts.deployment}`;
    io.adapter(createAdapter(safePub, sub, { key: prefix }));
    link = makeNodeLink({
      pubsub: { publish, subscribe: (channel, listener) => sub.subscribe(channel, listener) },
      prefix,
      nodeId: opts.nodeId,
      log: opts.log,
    });
    // Not awaited: while Redis is away the subscription waits in the client's queue.
    void link.listen().catch((err: unknown) => opts.log.error({ err }, 'redis: listening for other nodes failed'));
    redis.push(pub, sub);
  }
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    if (!token) return next();
    opts.authenticate(token).then(
      (session) => {
        if (session) {
          socket.data.userId = session.userId;
          socket.data.sessionId = session.id;
          socket.data.checkedAt = opts.clock.now();
        }
        next();
      },
      (err: unknown) => next(err as Error),
    );
  });
  io.on('connection', (socket) => {
    if (socket.data.userId) void socket.join([`user:${socket.data.userId}`, `session:${socket.data.sessionId}`]);
    // Lets a client measure its clock offset and know the channel is live.
    socket.emit('hello', { serverTime: opts.clock.now() });
  });
  return {
    link,
    health: () => (redis.length === 0 ? 'alone' : reachable === true ? 'ok' : 'degraded'),
    onConnection(handler) {
      io.on('connection', handler);
    },
    async ask(event, payload) {
      if (redis.length === 0 || reachable !== true) return [];
      return io.serverSideEmitWithAck(event, payload);
    },
    tell(event) {
      if (redis.length > 0 && !closed) io.serverSideEmit(event);
    },
    onTold(event, handler) {
      io.on(event, handler);
    },
    answer(event, handler) {
      io.on(event, (payload: unknown, reply: (answer: unknown) => void) => {
        handler(payload).then(reply, (err: unknown) => {
          opts.log.error({ err, event }, 'answering another node failed');
          reply(null);
        });
      });
    },
    async present(room) {
      try {
        return (await io.in(room).fetchSockets()).length > 0;
      } catch (err) {
        opts.log.warn({ err: (err as Error).message, room }, 'realtime: not every node answered who is connected');
        return false;
      }
    },
    disconnect(room) {
      io.in(room).disconnectSockets(true);
    },
    publish(event, payload, room) {
      if (closed) return;
      // Alone (no adapter to other nodes), an event for a room nobody is in is not even encoded:
      // the spot engine publishes every changed order to its owner's room, mostly to no one.
      if (room && redis.length === 0 && !io.sockets.adapter.rooms.has(room)) return;
      (room ? io.to(room) : io).emit(event, payload);
    },
    async close() {
      closed = true;
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself after
      // in-flight requests finish.
      io.disconnectSockets(true);
      io.engine.close();
      // A client still trying to reach Redis is stopped, not asked to quit politely.
      await Promise.all(redis.map((c) => (c.isReady ? c.close().catch(() => c.destroy()) : c.isOpen && c.destroy())));
    },
  };
}

/** Reconnects at once, then every 100 ms more up to a second: realtime resumes within a second of Redis. */
const reconnectStrategy = (retries: number) => Math.min(retries * 100, 1_000);
