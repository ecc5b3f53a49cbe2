// What a customer-service message may be, pure: the server refuses by these rules and the screen
// checks them before sending, so a message typed offline is not queued only to be refused later.
import { SUPPORT_MAX_LENGTH } from './support';

export type SupportBodyCheck = { ok: true; body: string } | { ok: false; reason: 'empty' | 'too_long' };

/** The text as stored (trimmed), or why it cannot be sent; a picture alone is a message. */
export function checkSupportBody(text: string, hasImage: boolean): SupportBodyCheck {
  const body = text.trim();
  if (!body && !hasImage) return { ok: false, reason: 'empty' };
  // Counted in code points, as a person counts characters (an emoji is one).
  if ([...body].length > SUPPORT_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, body };
}

/** The desk's messages the customer has not read yet. */
export function unreadOf(messages: readonly { author: string; seq: number }[], readSeq: number): number {
  return messages.filter((m) => m.author === 'desk' && m.seq > readSeq).length;
}
