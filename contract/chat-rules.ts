// What a chat-room message may be, and whom it mentions, pure: the server refuses by these rules
// and the screen checks them before sending.
import { CHAT_MAX_LENGTH } from './chat';

export type ChatBodyCheck = { ok: true; body: string } | { ok: false; reason: 'empty' | 'too_long' };

/** The text as stored: trimmed, runs of blank lines folded to one; at most 500 characters. */
export function checkChatBody(text: string): ChatBodyCheck {
  const body = text.trim().replace(/\n{3,}/g, '\n\n');
  if (!body) return { ok: false, reason: 'empty' };
  if ([...body].length > CHAT_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, body };
}

/** The @names a message mentions (letters, digits, _ . -), each once, in order. */
export function mentionsOf(body: string): string[] {
  const names = [...body.matchAll(/(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_.-]{1,32})/gu)].map((m) => m[1] ?? '');
  return [...new Set(names.map((n) => n.replace(/[.-]+$/, '')).filter(Boolean))];
}
