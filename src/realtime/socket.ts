// The realtime link (spec §1): started at launch, websocket with polling fallback, reconnecting by
// itself. socket.io-client is imported after the first paint so it is not on the start-up path.
import type { Socket } from 'socket.io-client';
import { ui } from '../state/ui';

let socket: Socket | null = null;

export type ServerHello = { serverTime: number };

export async function startRealtime(): Promise<Socket> {
  if (socket) return socket;
  const { io } = await import('socket.io-client');
  socket = io({ path: '/socket.io/', transports: ['websocket', 'polling'], reconnection: true });
  socket.on('connect', () => {
    ui.realtime = 'connected';
  });
  socket.on('disconnect', () => {
    ui.realtime = 'disconnected';
  });
  return socket;
}
