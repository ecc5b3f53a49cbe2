// The chat room under load (issue 18): the real app on the embedded default (SQLite), N socket.io
// clients in one room, and verified users posting over HTTP at R messages a second (each user once
// every 2 s, as the limit allows). Latency is from the moment a post is sent to each client's
// handler. The clients run in a worker thread, so their own work has its own event loop (both
// share the machine's two cores with the server). Prints p50/p95/max and what was delivered.
//   BENCH_CLIENTS=2000 BENCH_RATE=50 BENCH_SECONDS=10 tsx tests/bench/chat-room.ts
import { Worker } from 'node:worker_threads';
import { signUp, startInProcess, type User, verifyLevel1 } from '../api/harness';

const now = () => performance.timeOrigin + performance.now();
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

type FromMain = { sent: string; at: number } | { done: true };

const clients = Number(process.env.BENCH_CLIENTS ?? 2000);
const rate = Number(process.env.BENCH_RATE ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const posters = Math.max(1, Math.ceil(rate * 2.2));

const { app, api, stop } = await startInProcess('sqlite');
const users: User[] = [];
for (let i = 0; i < posters; i++) {
  const user = await signUp(api);
  await verifyLevel1(app, api, user);
  users.push(user);
}

// The clients: plain JavaScript, so the worker needs no TypeScript loader.
const worker = new Worker(new URL('./chat-room-clients.mjs', import.meta.url), {
  workerData: { url: api.url, clients },
});
await new Promise<void>((resolve) => worker.once('message', () => resolve()));

const total = rate * seconds;
let refused = 0;
const started = now();
const posts: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const user = users[i % users.length] as User;
  const clientId = `bench${i.toString(36).padStart(6, '0')}x`;
  worker.postMessage({ sent: clientId, at: now() } satisfies FromMain);
  posts.push(
    api
      .call('POST', 'chat/send', { room: 'general', client_id: clientId, body: `message ${i}` }, user.auth)
      .then((r) => {
        if (r.body.type !== 'ok') refused++;
      }),
  );
}
await Promise.all(posts);
const sendSeconds = (now() - started) / 1000;
// Give the last deliveries a moment, then collect.
await new Promise((r) => setTimeout(r, 3000));
const result = new Promise<{ latencies: number[]; delivered: number }>((resolve) => worker.once('message', resolve));
worker.postMessage({ done: true } satisfies FromMain);
const { latencies, delivered } = await result;
latencies.sort((a, b) => a - b);
console.log(
  `chat room, ${clients} clients, ${rate} messages/s for ${seconds} s (${(total / sendSeconds).toFixed(1)} sent/s, ${refused} refused): p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms, ${delivered}/${(total - refused) * clients} delivered`,
);
await worker.terminate();
await stop();
process.exit(0);
