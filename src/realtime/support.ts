// Customer service on this device (issue 18, ADR 20): keeps the conversation in Dexie so it reads
// offline, sends what was typed offline once the network returns (one at a time, in the order
// typed, each under its own client id so a retry is stored once), and catches up after a
// reconnection from the last message held. The socket pushes answers, read receipts and typing.
import { proxy } from 'valtio';
import type { SupportConversation, SupportMessage } from '../../contract/support';
import { ApiError } from '../api/client';
import { claimSupport, getSupportMessages, readSupport, sendSupportMessage } from '../api/support';
import { db, type KeptSupportMessage } from '../db/db';
import { lastSeqOf, newClientId } from '../lib/supportThread';
import { session } from '../state/session';
import { onRealtime, startRealtime } from './socket';

/** What the screen and the floating button show beside the messages. */
export const support = proxy({
  conversation: null as SupportConversation | null,
  /** The last catch-up failed (offline or the server did not answer): what is shown is what was kept. */
  stale: false,
  /** Until when the desk is shown as typing. */
  deskTypingUntil: 0,
});

const DEVICE_KEY = 'supportDevice';
const TYPING_SHOWN_MS = 4_000;
/** After a refusal for sending too fast, the outbox waits this long before trying again. */
const TOO_FAST_WAIT_MS = 10_000;

export const ownerNow = (): KeptSupportMessage['owner'] => (session.token ? 'account' : 'guest');

/** A guest's device key (32 random bytes in hex), made the first time a guest writes. */
async function deviceKey(create: boolean): Promise<string | undefined> {
  const kept = (await db.settings.get(DEVICE_KEY))?.value;
  if (typeof kept === 'string') return kept;
  if (!create) return undefined;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  await db.settings.put({ key: DEVICE_KEY, value: key });
  return key;
}

/** The device field of a call: a guest's key, nothing for a signed-in customer. */
const deviceField = async (create = false) => (session.token ? undefined : await deviceKey(create));

const fromServer = (m: SupportMessage, owner: KeptSupportMessage['owner']): KeptSupportMessage => ({
  clientId: m.client_id,
  owner,
  id: m.id,
  seq: m.seq,
  author: m.author,
  authorName: m.author_name,
  body: m.body,
  image: m.image,
  state: 'sent',
  createdAt: m.created_at,
});

const rowsOf = (owner: KeptSupportMessage['owner']) =>
  db.supportMessages.where('[owner+seq]').between([owner, -Infinity], [owner, Infinity]).toArray();

/** Fetches what came after the last message held (or the latest page), and the conversation's state. */
export async function catchUp(): Promise<void> {
  const owner = ownerNow();
  const device = await deviceField();
  if (owner === 'guest' && !device) return;
  try {
    const after = lastSeqOf(await rowsOf(owner));
    const reply = await getSupportMessages(after ? { device, after_seq: after } : { device, limit: 30 });
    if (ownerNow() !== owner) return;
    await db.supportMessages.bulkPut(reply.list.map((m) => fromServer(m, owner)));
    support.conversation = reply.conversation;
    support.stale = false;
  } catch {
    support.stale = true;
  }
}

/** Older messages before `seq`, kept too; false when there are none. */
export async function loadEarlier(seq: number): Promise<boolean> {
  const owner = ownerNow();
  const reply = await getSupportMessages({ device: await deviceField(), before_seq: seq, limit: 30 });
  await db.supportMessages.bulkPut(reply.list.map((m) => fromServer(m, owner)));
  return reply.list.length > 0;
}

/** Keeps a message typed here and sends it as soon as it can. */
export async function writeSupport(body: string, image = ''): Promise<void> {
  await deviceField(true);
  await db.supportMessages.add({
    clientId: newClientId(),
    owner: ownerNow(),
    id: '',
    seq: 0,
    author: 'user',
    authorName: '',
    body,
    image,
    state: 'pending',
    createdAt: Date.now(),
  });
  void flushOutbox();
}

/** Puts a refused message back in the outbox (the customer asked to try again). */
export async function retrySupport(clientId: string): Promise<void> {
  await db.supportMessages.update(clientId, { state: 'pending', error: undefined });
  void flushOutbox();
}

export const discardSupport = (clientId: string) => db.supportMessages.delete(clientId);

let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends the waiting messages one at a time in the order typed; stops at the first network failure. */
export function flushOutbox(): Promise<void> {
  flushing ??= sendWaiting().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting(): Promise<void> {
  const owner = ownerNow();
  for (;;) {
    // 'sending' too: a send cut off by a closed app goes again (its client id makes it once).
    const waiting = await db.supportMessages
      .where('[owner+state]')
      .anyOf([owner, 'pending'], [owner, 'sending'])
      .sortBy('createdAt');
    const next = waiting[0];
    if (!next) return;
    await db.supportMessages.update(next.clientId, { state: 'sending' });
    try {
      const sent = await sendSupportMessage({
        device: await deviceField(true),
        client_id: next.clientId,
        body: next.body,
        image: next.image || undefined,
      });
      await db.supportMessages.put(fromServer(sent, owner));
    } catch (err) {
      const refused = err instanceof ApiError && err.kind === 'refused';
      if (refused && err.code === 'support.too_fast') {
        await db.supportMessages.update(next.clientId, { state: 'pending' });
        scheduleRetry(TOO_FAST_WAIT_MS);
        return;
      }
      if (refused) {
        await db.supportMessages.update(next.clientId, { state: 'failed', error: err.message });
        continue;
      }
      // Offline or the server did not answer: it waits, and goes when the network is back.
      await db.supportMessages.update(next.clientId, { state: 'pending' });
      scheduleRetry(30_000);
      return;
    }
  }
}

function scheduleRetry(ms: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), ms);
}

/** The customer has read the desk's messages up to `seq`. */
export async function markSupportRead(seq: number): Promise<void> {
  const c = support.conversation;
  if (!c || seq <= c.user_read_seq) return;
  c.user_read_seq = seq;
  c.unread = 0;
  try {
    await readSupport({ device: await deviceField(), seq });
  } catch {
    // Read again on the next visit: the receipt is a courtesy.
  }
}

let lastTypingSent = 0;
/** Tells the desk the customer is typing (at most every 2 s). */
export function supportTyping(): void {
  const now = Date.now();
  if (now - lastTypingSent < 2_000) return;
  lastTypingSent = now;
  void startRealtime().then((s) => s.emit('support:typing'));
}

/** After signing in: the guest conversation of this device joins the account's. */
export async function supportSignedIn(): Promise<void> {
  const device = await deviceKey(false);
  await db.supportMessages.where('[owner+seq]').between(['account', -Infinity], ['account', Infinity]).delete();
  if (device) {
    try {
      await claimSupport(device);
      await db.settings.delete(DEVICE_KEY);
      // Unsent guest messages go from the account now; the sent ones come back with it.
      const guest = await db.supportMessages
        .where('[owner+seq]')
        .between(['guest', -Infinity], ['guest', Infinity])
        .toArray();
      await db.supportMessages.bulkDelete(guest.filter((m) => m.state === 'sent').map((m) => m.clientId));
      await db.supportMessages.bulkPut(
        guest.filter((m) => m.state !== 'sent').map((m) => ({ ...m, owner: 'account' as const })),
      );
    } catch {
      // Kept as a guest's: the claim is tried again at the next sign-in.
    }
  }
  support.conversation = null;
  await catchUp();
  void flushOutbox();
}

/** After signing out: nothing of the account's conversation stays on the device. */
export async function supportSignedOut(): Promise<void> {
  await db.supportMessages.where('[owner+seq]').between(['account', -Infinity], ['account', Infinity]).delete();
  support.conversation = null;
}

let started = false;
/** Listens once for the socket's events and the network's return. */
export function startSupportSync(): void {
  if (started) return;
  started = true;
  void startRealtime().then((s) => {
    const joinAndCatchUp = async () => {
      const device = await deviceField();
      if (device) s.emit('support:join', { device });
      await catchUp();
      void flushOutbox();
    };
    s.on('connect', () => void joinAndCatchUp());
    if (s.connected) void joinAndCatchUp();
  });
  onRealtime<SupportMessage>('support:message', (m) => {
    void db.supportMessages.put(fromServer(m, ownerNow()));
    const c = support.conversation;
    if (!c) return void catchUp();
    c.last_seq = Math.max(c.last_seq, m.seq);
    if (m.author === 'desk') {
      c.unread += 1;
      support.deskTypingUntil = 0;
    }
  });
  onRealtime<{ desk_read_seq: number }>('support:read', (p) => {
    if (support.conversation) support.conversation.desk_read_seq = p.desk_read_seq;
  });
  onRealtime<{ user_read_seq: number }>('support:unread', (p) => {
    const c = support.conversation;
    if (c && p.user_read_seq > c.user_read_seq) {
      c.user_read_seq = p.user_read_seq;
      c.unread = 0;
    }
  });
  onRealtime<{ state: SupportConversation['state'] }>('support:state', (p) => {
    if (support.conversation) support.conversation.state = p.state;
  });
  onRealtime('support:typing', () => {
    support.deskTypingUntil = Date.now() + TYPING_SHOWN_MS;
  });
  window.addEventListener('online', () => void flushOutbox());
}
