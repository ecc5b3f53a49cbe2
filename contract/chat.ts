// The chat room on the wire (spec §1 chat room, home tile; issue 18; ADR 20). Public rooms: one
// for everyone and one per language. Reading is open to guests; posting needs a verified identity
// (level 1), to keep spam out. Messages are numbered `seq` per room in the order stored and carry
// their sender's client id (a retry is stored once). Text only: links are shown as text.
// Times are epoch ms.
import { z } from 'zod';
import { LOCALES } from './locales';
import { wireInt } from './numbers';

export const CHAT_ROOMS = ['general', ...LOCALES] as const;
export type ChatRoom = (typeof CHAT_ROOMS)[number];

export const CHAT_MAX_LENGTH = 500;

export type ChatMessage = {
  id: string;
  room: ChatRoom;
  seq: number;
  client_id: string;
  user_id: string;
  nickname: string;
  /** The sender's avatar (a public path) or ''. */
  avatar: string;
  body: string;
  /** Nicknames the message mentions (@name), as written. */
  mentions: string[];
  /** Set when an operator removed it: the body is then ''. */
  deleted: boolean;
  created_at: number;
};

/** GET /chat/rooms → each room's last number (what a reader has not seen yet). */
export type ChatRoomInfo = { room: ChatRoom; last_seq: number };

const room = z.enum(CHAT_ROOMS);
const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** GET /chat/messages: `limit` before `before_seq` (or the latest), or all after `after_seq`; oldest first. */
export const chatMessagesRequest = z.object({
  room,
  before_seq: wireInt({ min: 1 }).optional(),
  after_seq: wireInt().optional(),
  limit: wireInt({ min: 1, max: 100 }).default(50),
});

/** POST /chat/send (verified users) → ChatMessage. */
export const chatSendRequest = z.object({ room, client_id: clientId, body: z.string().max(CHAT_MAX_LENGTH * 4) });

/** POST /chat/report: a reader flags a message for the operators. */
export const chatReportRequest = z.object({ id: z.string().min(1).max(64), reason: z.string().max(200).default('') });

/** What a reader may do: post (verified and not muted), or why not. */
export type ChatStanding = {
  can_post: boolean;
  reason: 'guest' | 'unverified' | 'muted' | null;
  muted_until: number | null;
};

// Socket: 'chat:join' { room } (ack true/false) · 'chat:leave' { room }; pushed to a room's readers:
// 'chat:messages' ChatMessage[] (in order; a busy room's messages of up to 100 ms together) ·
// 'chat:deleted' { room, id }.

// ── Moderation (back office, permission 'support') ──

export type AdminChatMessage = ChatMessage & { reports: number; muted_until: number | null };

export const adminChatListRequest = z.object({
  room: room.optional(),
  reported: wireInt({ max: 1 }).default(0),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(50),
});
export const adminChatDeleteRequest = z.object({
  id: z.string().min(1).max(64),
  reason: z.string().trim().min(1).max(200),
});
export const adminChatMuteRequest = z.object({
  user_id: z.string().min(1).max(64),
  /** 0 lifts a mute. */
  minutes: wireInt({ max: 60 * 24 * 365 }),
  reason: z.string().trim().max(200).default(''),
});
