// The chat-room bench's clients (tests/bench/chat-room.ts), in a worker thread: N socket.io
// clients join the room; each message's delay is measured from the time the main thread says it
// was sent (absolute high-resolution times, the same clock in both threads).
import { parentPort, workerData } from 'node:worker_threads';
import { io as connect } from 'socket.io-client';

const now = () => performance.timeOrigin + performance.now();
const { url, clients } = workerData;
const sentAt = new Map();
const latencies = [];
let delivered = 0;
const sockets = [];
for (let i = 0; i < clients; i++) {
  const s = connect(url, { path: '/socket.io/', transports: ['websocket'], forceNew: true, reconnection: false });
  s.on('chat:messages', (batch) => {
    const t = now();
    for (const m of batch) {
      const at = sentAt.get(m.client_id);
      if (at !== undefined) latencies.push(t - at);
      delivered++;
    }
  });
  sockets.push(s);
  if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
}
await Promise.all(
  sockets.map(
    (s) =>
      new Promise((resolve) => {
        const join = () => s.emit('chat:join', { room: 'general' }, () => resolve());
        if (s.connected) join();
        else s.once('connect', join);
      }),
  ),
);
parentPort.on('message', (m) => {
  if ('sent' in m) sentAt.set(m.sent, m.at);
  else {
    parentPort.postMessage({ latencies, delivered });
    for (const s of sockets) s.close();
  }
});
parentPort.postMessage('ready');
