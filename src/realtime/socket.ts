// The realtime link (spec §1): started at launch, websocket with polling fallback, reconnecting by
// itself. socket.io-client is imported after the first paint so it is not on the start-up path.
// A signed-in client sends its token, so the server can address events to that user.
import type { Socket } from 'socket.io-client';
import { session } from '../state/session';
import { ui } from '../state/ui';

// The promise, not the socket: callers that arrive while socket.io-client is still loading must
// share the one connection (each io() call for the same namespace would open another).
let socket: Promise<Socket> | null = null;

export type ServerHello = { serverTime: number };

/** The token the current connection was opened with (null: as a guest). */
let connectedAs: string | null = null;

/**
 * The socket, when it is connected as the signed-in user now: an action sent on it acts as that
 * user (right after a login the connection may still be the guest's until it reconnects).
 */
export async function signedInSocket(): Promise<Socket | null> {
  if (!socket || !session.token) return null;
  const s = await socket.catch(() => null);
  return s?.connected && connectedAs === session.token ? s : null;
}

export function startRealtime(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => {
    const s = io({
      path: '/socket.io/',
      transports: ['websocket', 'polling'],
      reconnection: true,
      // Read at every (re)connection, so a new login or logout takes effect on the next one.
      auth: (cb) => {
        connectedAs = session.token;
        cb(session.token ? { token: session.token } : {});
      },
    });
    s.on('connect', () => {
      ui.realtime = 'connected';
    });
    s.on('disconnect', (reason) => {
      ui.realtime = 'disconnected';
      // The server ended it (this login's session was revoked, or the server is shutting down):
      // socket.io leaves that to the client, which connects again as whoever it is now.
      if (reason === 'io server disconnect') s.connect();
    });
    return s;
  });
  // A failed import (offline, chunk not cached) is retried by the next caller.
  socket.catch(() => {
    socket = null;
  });
  return socket;
}

/** After login or logout: reconnect so the server sees who this client is now. */
export function reconnectRealtime(): void {
  void socket?.then((s) => s.disconnect().connect());
}

/** Listens to a server event; returns the function that stops listening. */
export function onRealtime<T>(event: string, handler: (payload: T) => void): () => void {
  let stopped = false;
  let off = () => {
    stopped = true;
  };
  void startRealtime().then((s) => {
    if (stopped) return;
    s.on(event, handler);
    off = () => s.off(event, handler);
  });
  return () => off();
}
