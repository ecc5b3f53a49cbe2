// Socket.io delivery on loopback: N clients connected to one server; the server publishes a
// timestamped ticker-sized event to all of them; we measure the delay until each client has it.
// Prints p50/p95/max per N, and the fan-out rate (deliveries per second).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

const counts = (process.env.BENCH_CLIENTS ?? '100,1000,5000').split(',').map(Number);
const ROUNDS = 20;
// A ticker batch of ~40 changed quotes, as the market sends each second.
const payload = Array.from({ length: 40 }, (_, i) => ({ id: i, price: '95000.12', change: '1.25', time: 0 }));

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

for (const n of counts) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const { port } = http.address() as AddressInfo;
  const clients: Socket[] = [];
  const latencies: number[] = [];
  let received = 0;
  for (let i = 0; i < n; i++) {
    const c = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    c.on('ticker', (e: { sent: number }) => {
      latencies.push(performance.now() - e.sent);
      received++;
    });
    clients.push(c);
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise<void>((resolve) => {
    const check = () => (io.engine.clientsCount >= n ? resolve() : setTimeout(check, 50));
    check();
  });
  const started = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    const target = received + n;
    io.emit('ticker', { sent: performance.now(), quotes: payload });
    const deadline = performance.now() + 10_000;
    while (received < target && performance.now() < deadline) await new Promise((res) => setTimeout(res, 2));
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `socket.io delivery, ${n} clients: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms, ${Math.round(received / elapsed)} deliveries/s (${received}/${n * ROUNDS} delivered)`,
  );
  for (const c of clients) c.close();
  await io.close();
}
process.exit(0);
