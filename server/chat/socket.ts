// The chat room on the socket: a reader joins a room to receive its new and removed messages
// (guests too); nothing is written here — posting goes over HTTP.
import type { Socket } from 'socket.io';
import { CHAT_ROOMS } from '../../contract/chat';
import { chatRoomOf } from './service';

export function attachChat(socket: Socket) {
  const valid = (payload: unknown) => {
    const room = (payload as { room?: unknown } | null)?.room;
    return typeof room === 'string' && (CHAT_ROOMS as readonly string[]).includes(room) ? room : null;
  };
  socket.on('chat:join', async (payload: unknown, ack?: unknown) => {
    const room = valid(payload);
    if (room) await socket.join(chatRoomOf(room));
    if (typeof ack === 'function') ack(room !== null);
  });
  socket.on('chat:leave', async (payload: unknown) => {
    const room = valid(payload);
    if (room) await socket.leave(chatRoomOf(room));
  });
}
