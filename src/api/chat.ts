// Chat-room calls (contract/chat.ts, issue 18). Reading is open; posting needs a verified identity.
import type { ChatMessage, ChatRoom, ChatStanding } from '../../contract/chat';
import { api, type CallOptions } from './client';

const quietly: CallOptions = { quiet: true, background: true };

export const getChatMessages = (room: ChatRoom, q: { after_seq?: number; before_seq?: number; limit?: number } = {}) =>
  api.get<ChatMessage[]>('chat/messages', { room, ...q }, quietly);

export const getChatStanding = () => api.get<ChatStanding>('chat/standing', {}, quietly);

export const sendChat = (room: ChatRoom, clientId: string, body: string) =>
  api.post<ChatMessage>('chat/send', { room, client_id: clientId, body }, { quiet: true });

export const reportChat = (id: string, reason: string) =>
  api.post<null>('chat/report', { id, reason }, { quiet: true });
