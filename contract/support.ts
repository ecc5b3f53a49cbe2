// Customer service on the wire (spec §1, §2 kefu/index, §9 the floating button; issue 18; ADR 20).
// Each customer has one conversation with the support desk: a signed-in user by their account, a
// guest by a device key (random, kept on the device, sent as `device`), which joins the account's
// conversation when the guest signs in. Writes go over HTTP (the protocol's envelope, translated
// refusals, idempotent by the client's message id); the socket pushes what happens (messages, read
// receipts, typing). `seq` numbers a conversation's messages 1, 2, 3… in the order they were stored,
// so a client that missed some asks for those `after_seq` its last one. Times are epoch ms.
import { z } from 'zod';
import { wireInt } from './numbers';

export type SupportAuthor = 'user' | 'desk';

export type SupportMessage = {
  id: string;
  seq: number;
  /** The sender's own id for the message (the client's for a customer's, the server's otherwise). */
  client_id: string;
  author: SupportAuthor;
  /** The operator's display name on a desk message, else ''. */
  author_name: string;
  body: string;
  /** A signed URL of the attached image (valid for an hour from the reply), or ''. */
  image: string;
  created_at: number;
};

export type SupportState = 'open' | 'closed';

/** GET /support/conversation: the customer's view (before the first message nothing exists yet: id ''). */
export type SupportConversation = {
  id: string;
  state: SupportState;
  last_seq: number;
  /** The last message each side has read. */
  user_read_seq: number;
  desk_read_seq: number;
  /** Desk messages after `user_read_seq`. */
  unread: number;
  /** The messaging-app contact (a link) offered beside the chat, or ''. */
  contact: string;
};

/** A guest's device key: 32 random bytes in hex, made on the device. */
const device = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .optional();

export const supportConversationRequest = z.object({ device });

/** GET /support/messages: a page of `limit` before `before_seq` (older history), or all after `after_seq`. */
export const supportMessagesRequest = z.object({
  device,
  before_seq: wireInt({ min: 1 }).optional(),
  after_seq: wireInt().optional(),
  limit: wireInt({ min: 1, max: 100 }).default(30),
});
export type SupportMessagesReply = { list: SupportMessage[]; conversation: SupportConversation };

export const SUPPORT_MAX_LENGTH = 2000;

/** POST /support/send → SupportMessage. A retry with the same `client_id` returns the stored message. */
export const supportSendRequest = z.object({
  device,
  client_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  body: z
    .string()
    .max(SUPPORT_MAX_LENGTH * 2)
    .default(''),
  /** The reference /api/upload answered (signed-in customers only). */
  image: z.string().max(500).optional(),
});

/** POST /support/read: the customer has read up to `seq`. */
export const supportReadRequest = z.object({ device, seq: wireInt() });

/** POST /support/claim (signed in): a guest conversation kept on this device joins the account's. */
export const supportClaimRequest = z.object({ device: z.string().regex(/^[0-9a-f]{64}$/) });

// Socket events. To the customer (room of the user or of the device):
//   'support:message' SupportMessage · 'support:read' { desk_read_seq } · 'support:typing' {} ·
//   'support:state' { state }.
// From the customer: 'support:join' { device } (a guest), 'support:typing'.
// To the desk (operators who sent 'desk:join' { token }): 'desk:message' { conversation_id, message },
//   'desk:read' { conversation_id, user_read_seq }, 'desk:typing' { conversation_id },
//   'desk:conversation' DeskConversation. From the desk: 'desk:typing' { conversation_id }.

// ── The desk (back office, permission 'support') ──

export type DeskConversation = {
  id: string;
  state: SupportState;
  /** The customer: a user id and how they sign in, or a guest. */
  user_id: string | null;
  user_label: string;
  lang: string;
  assignee_id: string | null;
  assignee_email: string | null;
  last_seq: number;
  user_read_seq: number;
  desk_read_seq: number;
  /** Customer messages the desk has not read. */
  unread: number;
  last_body: string;
  last_at: number;
};

/** The customer beside the conversation: who they are and where their verification stands. */
export type DeskCustomer = {
  user_id: string;
  email: string;
  mobile: string;
  created_at: number;
  /** 'none' | 'review' | 'verified' | 'failed' */
  kyc_state: string;
  login_frozen: boolean;
};

export type DeskConversationDetail = {
  conversation: DeskConversation;
  customer: DeskCustomer | null;
  list: SupportMessage[];
};

export const DESK_FILTERS = ['open', 'mine', 'unassigned', 'closed'] as const;
export const deskListRequest = z.object({
  filter: z.enum(DESK_FILTERS).default('open'),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(20),
});
export const deskDetailRequest = z.object({
  id: z.string().min(1).max(64),
  before_seq: wireInt({ min: 1 }).optional(),
});
export const deskReplyRequest = z.object({
  id: z.string().min(1).max(64),
  client_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  body: z.string().max(SUPPORT_MAX_LENGTH * 2),
});
export const deskIdRequest = z.object({ id: z.string().min(1).max(64) });
export const deskReadRequest = z.object({ id: z.string().min(1).max(64), seq: wireInt() });

/** A canned reply: its title and text in each language (English always). */
export type CannedReply = { id: number; title: string; texts: Record<string, string> };
