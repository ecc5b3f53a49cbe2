// The desk's live link: the same socket.io channel as the customer app, joined as an operator
// ('desk:join' with the session token), so new messages, read receipts, typing and changes made by
// other operators arrive without asking. Loaded only by the desk screen.
import { io, type Socket } from 'socket.io-client';
import { adminSession } from '../../state/session';

let socket: Socket | null = null;

export function deskSocket(): Socket {
  if (socket) return socket;
  const s = io({ path: '/socket.io/', transports: ['websocket', 'polling'] });
  // Joined again after every reconnection: rooms do not survive a new connection.
  s.on('connect', () => s.emit('desk:join', { token: adminSession.token }));
  socket = s;
  return s;
}

/** Listens to a desk event while the caller is mounted; returns the function that stops. */
export function onDesk<T>(event: string, handler: (payload: T) => void): () => void {
  const s = deskSocket();
  s.on(event, handler);
  return () => {
    s.off(event, handler);
  };
}
