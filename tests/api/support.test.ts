// Customer service on a real server, database and socket (issue 18): a guest writes with a device
// key and keeps the conversation when signing in; retries store a message once, even 20 at once;
// of 50 messages at once the 20 a minute allows are numbered 1…20 without a gap; refusals store nothing; the desk sees the
// message on its socket, answers (the customer's socket hears it, a customer away gets a
// notification), reads (the customer sees the receipt), assigns, closes and reopens, each audited;
// a reconnecting client catches up after its last message, in order, once; pictures of one's own;
// typing relayed both ways; and the limits.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, QueueCounts } from '../../contract/admin';
import type {
  DeskConversation,
  DeskConversationDetail,
  SupportConversation,
  SupportMessage,
  SupportMessagesReply,
} from '../../contract/support';
import type { App } from '../../server/app';
import {
  type ApiClient,
  DB_TARGETS,
  greetedSocket,
  nextEvent,
  signInOperator,
  signUp,
  startInProcess,
  type User,
  uploadImage,
} from './harness';

const device = () => randomBytes(32).toString('hex');
let n = 0;
const clientId = () => `c${Date.now().toString(36)}${(++n).toString(36)}x`;

describe.each(DB_TARGETS)('customer service on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let desk: Record<string, string>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    desk = await signInOperator(app, api, 'reviewer');
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await stop?.();
  });

  const call = async <T>(method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}, headers = {}) =>
    (await api.call<T>(method, path, fields, headers)).body;
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call<SupportMessage>('POST', 'support/send', fields, headers);
  const history = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call<SupportMessagesReply>('GET', 'support/messages', fields, headers);

  async function socketOf(auth: { token?: string } = {}) {
    const s = await greetedSocket(api.url, auth);
    sockets.push(s);
    return s;
  }
  async function deskSocket() {
    const s = await socketOf();
    expect(await s.emitWithAck('desk:join', { token: desk.AUTHORIZATION })).toBe(true);
    return s;
  }
  const tokenOf = (user: User) => ({ token: user.token });

  it('keeps a guest conversation by its device key, stores a retried message once, and refuses what cannot be sent', async () => {
    const key = device();
    const id = clientId();
    // 20 retries of one message at once: one message.
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => send({ device: key, client_id: id, body: '  Where is my deposit?  ' })),
    );
    expect(new Set(replies.map((r) => r.type))).toEqual(new Set(['ok']));
    expect(new Set(replies.map((r) => r.message.id)).size).toBe(1);
    expect(replies[0]?.message).toMatchObject({ seq: 1, author: 'user', body: 'Where is my deposit?' });

    for (const [fields, message] of [
      [{ device: key, client_id: clientId(), body: '   ' }, 'Write a message or attach a picture'],
      [{ device: key, client_id: clientId(), body: 'x'.repeat(2001) }, 'A message can be at most 2000 characters'],
      [
        { client_id: clientId(), body: 'hello' },
        'Log in, or allow this app to keep data on your device, to write to customer service',
      ],
      [
        { device: key, client_id: clientId(), body: 'a picture', image: '/file/abc.png' },
        'The picture could not be found: attach it again',
      ],
    ] as const) {
      expect(await send(fields)).toMatchObject({ type: 'error', message });
    }
    const page = await history({ device: key });
    expect(page.message.list.map((m) => m.body)).toEqual(['Where is my deposit?']);
    expect(page.message.conversation).toMatchObject({ last_seq: 1, user_read_seq: 1, unread: 0 });
    expect(page.message.conversation.contact).toMatch(/^https:\/\//);
    // Another device sees nothing of it.
    expect((await history({ device: device() })).message.list).toEqual([]);
  });

  it('of 50 messages sent at once stores the 20 a minute allows, numbered 1…20 with no gap or repeat', async () => {
    const user = await signUp(api);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send({ client_id: clientId(), body: `message ${i}` }, user.auth)),
    );
    // The per-customer limit (20 a minute) refuses the rest, counted atomically.
    const ok = replies.filter((r) => r.type === 'ok');
    expect(ok).toHaveLength(20);
    expect(replies.filter((r) => r.type === 'error')[0]?.message).toBe(
      'You are sending messages too fast: wait a moment and try again',
    );
    expect(ok.map((r) => r.message.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const page = await history({ limit: '100' }, user.auth);
    expect(page.message.list.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('lets the desk answer, read, assign, close and reopen, audited, with both sides told on the socket', async () => {
    const user = await signUp(api);
    const deskSide = await deskSocket();
    const customerSide = await socketOf(tokenOf(user));

    const waiting = async () => (await call<QueueCounts>('GET', 'admin/queues', {}, desk)).message.support;
    const before = await waiting();
    const heardByDesk = nextEvent<{ conversation_id: string; message: SupportMessage }>(
      deskSide,
      'desk:message',
      (p) => p.message.body === 'I cannot withdraw',
    );
    const first = await send({ client_id: clientId(), body: 'I cannot withdraw' }, user.auth);
    expect(first.type).toBe('ok');
    const { conversation_id: id } = await heardByDesk;

    const queue = await call<{ list: DeskConversation[] }>('GET', 'admin/support/list', { filter: 'unassigned' }, desk);
    const row = queue.message.list.find((c) => c.id === id);
    expect(row).toMatchObject({
      user_id: expect.any(String),
      user_label: user.email,
      unread: 1,
      last_body: 'I cannot withdraw',
    });

    // The navigation's badge counts it until the desk reads it.
    expect(await waiting()).toBe(before + 1);
    const detail = await call<DeskConversationDetail>('GET', 'admin/support/detail', { id }, desk);
    expect(detail.message.customer).toMatchObject({ email: user.email, kyc_state: 'none', login_frozen: false });
    expect(detail.message.list.map((m) => m.body)).toEqual(['I cannot withdraw']);

    // The desk reads: the customer sees the receipt.
    const receipt = nextEvent<{ desk_read_seq: number }>(customerSide, 'support:read');
    expect((await call('POST', 'admin/support/read', { id, seq: '1' }, desk)).type).toBe('ok');
    expect(await receipt).toEqual({ desk_read_seq: 1 });
    expect(await waiting()).toBe(before);

    // The desk answers: the customer's socket hears it; the first to answer takes the conversation.
    const heard = nextEvent<SupportMessage>(customerSide, 'support:message', (m) => m.author === 'desk');
    const replyId = clientId();
    const reply = await call<SupportMessage>(
      'POST',
      'admin/support/reply',
      { id, client_id: replyId, body: 'Let me check that for you.' },
      desk,
    );
    expect(reply).toMatchObject({ type: 'ok', message: { seq: 2, author: 'desk', author_name: 'reviewer' } });
    expect(await heard).toMatchObject({ seq: 2, body: 'Let me check that for you.' });
    // A retried reply stores nothing new.
    const again = await call<SupportMessage>(
      'POST',
      'admin/support/reply',
      { id, client_id: replyId, body: 'Let me check that for you.' },
      desk,
    );
    expect(again.message.id).toBe(reply.message.id);

    const mine = await call<{ list: DeskConversation[] }>('GET', 'admin/support/list', { filter: 'mine' }, desk);
    expect(mine.message.list.map((c) => c.id)).toContain(id);
    const conv = await call<SupportConversation>('GET', 'support/conversation', {}, user.auth);
    expect(conv.message).toMatchObject({ last_seq: 2, unread: 1, desk_read_seq: 2 });

    // The customer reads: the desk sees it.
    const deskReceipt = nextEvent<{ conversation_id: string; user_read_seq: number }>(deskSide, 'desk:read');
    await call('POST', 'support/read', { seq: '2' }, user.auth);
    expect(await deskReceipt).toEqual({ conversation_id: id, user_read_seq: 2 });
    expect((await call<SupportConversation>('GET', 'support/conversation', {}, user.auth)).message.unread).toBe(0);

    // Close, then the customer writes again: open once more.
    const closed = nextEvent<{ state: string }>(customerSide, 'support:state');
    expect((await call<DeskConversation>('POST', 'admin/support/close', { id }, desk)).message.state).toBe('closed');
    expect(await closed).toEqual({ state: 'closed' });
    await send({ client_id: clientId(), body: 'One more thing' }, user.auth);
    expect((await call<SupportConversation>('GET', 'support/conversation', {}, user.auth)).message.state).toBe('open');
    await call('POST', 'admin/support/close', { id }, desk);
    expect((await call<DeskConversation>('POST', 'admin/support/reopen', { id }, desk)).message.state).toBe('open');
    expect(
      (await call<DeskConversation>('POST', 'admin/support/assign', { id }, desk)).message.assignee_id,
    ).toBeTruthy();

    const admin = await signInOperator(app, api, 'admin');
    const audit = await call<AuditRow[]>('GET', 'admin/audit', { target_id: id, limit: '50' }, admin);
    expect(audit.message.map((a) => a.action).sort()).toEqual(
      ['support.assign', 'support.close', 'support.close', 'support.reopen', 'support.reply'].sort(),
    );
  });

  it('leaves a notification when the customer is away, and lets a reconnecting client catch up in order', async () => {
    const user = await signUp(api);
    await send({ client_id: clientId(), body: 'Hello?' }, user.auth);
    const id = (await call<SupportConversation>('GET', 'support/conversation', {}, user.auth)).message.id;
    for (const body of ['First answer', 'Second answer', 'Third answer']) {
      expect((await call('POST', 'admin/support/reply', { id, client_id: clientId(), body }, desk)).type).toBe('ok');
    }
    const notes = await call<{ list: { kind: string }[] }>('GET', 'user/notifications', {}, user.auth);
    expect(JSON.stringify(notes.message)).toContain('support_reply');
    // The client had message 1: it asks for what came after, and gets 2, 3, 4 once each.
    const missed = await history({ after_seq: '1' }, user.auth);
    expect(missed.message.list.map((m) => [m.seq, m.body])).toEqual([
      [2, 'First answer'],
      [3, 'Second answer'],
      [4, 'Third answer'],
    ]);
    expect(missed.message.conversation.unread).toBe(3);
    // Older history by page.
    const older = await history({ before_seq: '3', limit: '1' }, user.auth);
    expect(older.message.list.map((m) => m.seq)).toEqual([2]);
  });

  it('joins a guest conversation to the account when the guest signs in', async () => {
    const key = device();
    await send({ device: key, client_id: clientId(), body: 'Asked as a guest' }, {});
    const user = await signUp(api);
    await send({ client_id: clientId(), body: 'Asked signed in' }, user.auth);
    const claimed = await call<SupportConversation>('POST', 'support/claim', { device: key }, user.auth);
    expect(claimed.message.last_seq).toBe(2);
    const page = await history({}, user.auth);
    expect(page.message.list.map((m) => [m.seq, m.body])).toEqual([
      [1, 'Asked signed in'],
      [2, 'Asked as a guest'],
    ]);
    expect((await history({ device: key })).message.list).toEqual([]);
  });

  it('carries a picture of the customer’s own, and relays typing both ways', async () => {
    const user = await signUp(api);
    const other = await signUp(api);
    const picture = await uploadImage(api, user.auth);
    // Someone else's upload is not theirs to send.
    expect(await send({ client_id: clientId(), body: '', image: picture }, other.auth)).toMatchObject({
      type: 'error',
      message: 'The picture could not be found: attach it again',
    });
    const sent = await send({ client_id: clientId(), body: '', image: picture }, user.auth);
    expect(sent.message).toMatchObject({ body: '', image: expect.stringMatching(/^\/file\/.+sig=/) });
    const file = await fetch(`${api.url}${sent.message.image}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    const id = (await call<SupportConversation>('GET', 'support/conversation', {}, user.auth)).message.id;
    const deskSide = await deskSocket();
    const customerSide = await socketOf(tokenOf(user));
    const deskHears = nextEvent<{ conversation_id: string }>(deskSide, 'desk:typing', (p) => p.conversation_id === id);
    customerSide.emit('support:typing');
    expect(await deskHears).toEqual({ conversation_id: id });
    const customerHears = nextEvent(customerSide, 'support:typing');
    deskSide.emit('desk:typing', { conversation_id: id });
    await customerHears;
  });

  it('tells a guest socket of its answers, and keeps the desk to operators who may answer', async () => {
    const key = device();
    const guest = await socketOf();
    expect(await guest.emitWithAck('support:join', { device: key })).toBe(true);
    expect(await guest.emitWithAck('support:join', { device: 'not-a-key' })).toBe(false);
    await send({ device: key, client_id: clientId(), body: 'Guest question' });
    const deskList = await call<{ list: DeskConversation[] }>('GET', 'admin/support/list', {}, desk);
    const id = deskList.message.list.find((c) => c.last_body === 'Guest question')?.id ?? '';
    expect(id).not.toBe('');
    const heard = nextEvent<SupportMessage>(guest, 'support:message', (m) => m.author === 'desk');
    await call('POST', 'admin/support/reply', { id, client_id: clientId(), body: 'Guest answer' }, desk);
    expect((await heard).body).toBe('Guest answer');

    const editor = await signInOperator(app, api, 'editor');
    expect((await call('GET', 'admin/support/list', {}, editor)).type).toBe('error');
    const outsider = await socketOf();
    expect(await outsider.emitWithAck('desk:join', { token: editor.AUTHORIZATION })).toBe(false);
    const user = await signUp(api);
    expect((await call('GET', 'admin/support/list', {}, user.auth)).type).toBe(999);
  });
});
