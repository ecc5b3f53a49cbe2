// The realtime channel: socket.io on the HTTP server's port (websocket, polling fallback). With
// REDIS_URL set, the Redis adapter carries every publish to the clients of all API nodes.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Clock } from './clock';

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
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => opts.log.error({ err }, 'redis publisher'));
    sub.on('error', (err) => opts.log.error({ err }, 'redis subscriber'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
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
    onConnection(handler) {
      io.on('connection', handler);
    },
    async ask(event, payload) {
      if (redis.length === 0) return [];
      return io.serverSideEmitWithAck(event, payload);
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
      } catch {
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
      await Promise.all(redis.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
