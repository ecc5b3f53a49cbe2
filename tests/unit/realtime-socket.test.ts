// The app's realtime link (src/realtime/socket.ts): when the server ends the connection (this
// login's session was revoked elsewhere, or the server is shutting down), socket.io does not
// reconnect by itself; the app connects again, as whoever it is now. A dropped network is
// socket.io's own to reconnect.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: true,
    connect: vi.fn(),
    on(event: string, h: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), h]);
      return socket;
    },
    fire(event: string, ...args: unknown[]) {
      for (const h of handlers.get(event) ?? []) h(...args);
    },
  };
  return { socket, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const { startRealtime } = await import('../../src/realtime/socket');
const { ui } = await import('../../src/state/ui');

describe('the realtime link', () => {
  beforeEach(() => fake.socket.connect.mockClear());

  it('connects again when the server ended the connection', async () => {
    await startRealtime();
    fake.socket.fire('disconnect', 'io server disconnect');
    expect(ui.realtime).toBe('disconnected');
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped network to socket.io, which reconnects by itself', async () => {
    await startRealtime();
    fake.socket.fire('disconnect', 'transport close');
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });
});
