// Customer service on the socket (issue 18, ADR 20): a guest joins the room of its device key, an
// operator with the 'support' permission joins the desk, and typing is relayed between the two.
// Signed-in customers are already in their `user:<id>` room. Nothing is written here: messages go
// over HTTP, so they get the protocol's refusals and are stored once.
import type { Socket } from 'socket.io';
import type { Operators } from '../admin/operators';
import { can } from '../admin/rules';
import type { Realtime } from '../core/realtime';
import { customerOf, customerRoom, DESK_ROOM, type Support } from './service';

const DEVICE = /^[0-9a-f]{64}$/;
/** Typing is relayed at most this often per socket: it is a hint, not a stream. */
const TYPING_EVERY_MS = 2_000;

/** Answers a join when the client asked for an answer (a client may send anything as the last argument). */
const answer = (ack: unknown, ok: boolean) => {
  if (typeof ack === 'function') ack(ok);
};

export function attachSupport(
  socket: Socket,
  deps: { support: Support; operators: Operators; realtime: () => Realtime | null },
) {
  let owner: string | null = socket.data.userId ? customerOf(socket.data.userId, undefined).owner : null;
  let operator = false;
  let lastTyping = 0;
  const throttled = () => {
    const now = Date.now();
    if (now - lastTyping < TYPING_EVERY_MS) return true;
    lastTyping = now;
    return false;
  };

  // Each join answers (when the client asks for an answer) whether it was let in.
  socket.on('support:join', async (payload: unknown, ack?: unknown) => {
    const device = (payload as { device?: unknown } | null)?.device;
    if (socket.data.userId || typeof device !== 'string' || !DEVICE.test(device)) return answer(ack, false);
    owner = customerOf(null, device).owner;
    await socket.join(customerRoom(owner));
    answer(ack, true);
  });

  socket.on('support:typing', async () => {
    if (!owner || throttled()) return;
    const c = await deps.support.findConversation(owner);
    if (c) deps.realtime()?.publish('desk:typing', { conversation_id: c.id }, DESK_ROOM);
  });

  socket.on('desk:join', async (payload: unknown, ack?: unknown) => {
    const token = (payload as { token?: unknown } | null)?.token;
    const op = typeof token === 'string' ? await deps.operators.resolve(token) : null;
    if (!op || !can(op.role, 'support')) return answer(ack, false);
    operator = true;
    await socket.join(DESK_ROOM);
    answer(ack, true);
  });

  socket.on('desk:typing', async (payload: unknown) => {
    const id = (payload as { conversation_id?: unknown } | null)?.conversation_id;
    if (!operator || typeof id !== 'string' || throttled()) return;
    const c = await deps.support.findConversationById(id);
    if (c) deps.realtime()?.publish('support:typing', {}, customerRoom(c.owner));
  });
}
