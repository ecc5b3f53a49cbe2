// The chat room on a real server, database and socket (issue 18): guests read, only verified users
// post; a message reaches the readers of its room (not another room's) with its mentions; a retry
// is stored once; one message every 2 s, counted atomically (20 sent at once: one stored); length
// limits; history by page and catch-up after a number; a report reaches the operators, who remove
// the message (readers told at once) and mute its sender, each audited.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../contract/admin';
import type { AdminChatMessage, ChatMessage, ChatRoomInfo, ChatStanding } from '../../contract/chat';
import type { App } from '../../server/app';
import {
  type ApiClient,
  advanceClock,
  DB_TARGETS,
  greetedSocket,
  nextEvent,
  signInOperator,
  signUp,
  startInProcess,
  type User,
  verifyLevel1,
} from './harness';

let n = 0;
const clientId = () => `k${Date.now().toString(36)}${(++n).toString(36)}x`;

describe.each(DB_TARGETS)('the chat room on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let desk: Record<string, string>;
  let poster: User;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    desk = await signInOperator(app, api, 'reviewer');
    poster = await signUp(api);
    await verifyLevel1(app, api, poster);
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await stop?.();
  });

  const call = async <T>(method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}, headers = {}) =>
    (await api.call<T>(method, path, fields, headers)).body;
  const post = (user: User, body: string, room = 'general', client_id = clientId()) =>
    call<ChatMessage>('POST', 'chat/send', { room, client_id, body }, user.auth);
  /** Past the 2-second spacing of the poster's previous message. */
  const later = () => advanceClock(api, 2_100);

  async function reader(room: string) {
    const s = await greetedSocket(api.url);
    sockets.push(s);
    expect(await s.emitWithAck('chat:join', { room })).toBe(true);
    return s;
  }

  it('is read by guests; only verified users post; a message reaches its room’s readers once, with its mentions', async () => {
    expect((await call<ChatRoomInfo[]>('GET', 'chat/rooms')).message.map((r) => r.room)).toContain('general');
    expect((await call<ChatStanding>('GET', 'chat/standing')).message).toMatchObject({
      can_post: false,
      reason: 'guest',
    });
    const stranger = await signUp(api);
    expect((await call<ChatStanding>('GET', 'chat/standing', {}, stranger.auth)).message.reason).toBe('unverified');
    expect(await post(stranger, 'hello')).toMatchObject({
      type: 'error',
      message: 'Verify your identity to post in the chat room (reading is open to everyone)',
    });
    expect((await call<ChatStanding>('GET', 'chat/standing', {}, poster.auth)).message).toMatchObject({
      can_post: true,
    });

    const general = await reader('general');
    const japanese = await reader('jp');
    let elsewhere = 0;
    japanese.on('chat:messages', () => elsewhere++);
    const heard = nextEvent<ChatMessage[]>(general, 'chat:messages');
    const id = clientId();
    const sent = await post(poster, '  gm @alice and @bob.  see https://example.com  ', 'general', id);
    expect(sent).toMatchObject({
      type: 'ok',
      message: { room: 'general', body: 'gm @alice and @bob.  see https://example.com', mentions: ['alice', 'bob'] },
    });
    expect((await heard).map((m) => m.id)).toEqual([sent.message.id]);
    // A retry (even after the spacing) answers the stored message: nothing new, no new number.
    await later();
    expect((await post(poster, 'gm', 'general', id)).message.id).toBe(sent.message.id);
    const rooms = (await call<ChatRoomInfo[]>('GET', 'chat/rooms')).message;
    expect(rooms.find((r) => r.room === 'general')?.last_seq).toBe(sent.message.seq);
    await new Promise((r) => setTimeout(r, 200));
    expect(elsewhere).toBe(0);
    expect((await call<ChatStanding>('GET', 'chat/standing', {}, stranger.auth)).type).toBe('ok');
  });

  it('allows one message every 2 seconds, counted atomically, and refuses what is empty or too long', async () => {
    await later();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => post(poster, `burst ${i}`, 'en')));
    expect(burst.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(new Set(burst.filter((r) => r.type === 'error').map((r) => r.message))).toEqual(
      new Set(['One message every 2 seconds: wait a moment']),
    );
    await later();
    expect(await post(poster, '   ', 'en')).toMatchObject({ type: 'error', message: 'Write a message first' });
    expect(await post(poster, 'x'.repeat(501), 'en')).toMatchObject({
      type: 'error',
      message: 'A message can be at most 500 characters',
    });
    expect((await post(poster, 'x'.repeat(500), 'en')).type).toBe('ok');
  });

  it('pages history and catches a reader up after a number, in order', async () => {
    const seqs: number[] = [];
    for (const body of ['one', 'two', 'three']) {
      await later();
      seqs.push((await post(poster, body, 'vi')).message.seq);
    }
    const after = await call<ChatMessage[]>('GET', 'chat/messages', { room: 'vi', after_seq: String(seqs[0]) });
    expect(after.message.map((m) => m.body)).toEqual(['two', 'three']);
    const before = await call<ChatMessage[]>('GET', 'chat/messages', {
      room: 'vi',
      before_seq: String(seqs[2]),
      limit: '1',
    });
    expect(before.message.map((m) => m.body)).toEqual(['two']);
  });

  it('lets operators remove a reported message and mute its sender, audited, with readers told at once', async () => {
    await later();
    const bad = (await post(poster, 'buy my coin, 1000x guaranteed', 'kor')).message;
    const reporter = await signUp(api);
    for (let i = 0; i < 2; i++) {
      expect((await call('POST', 'chat/report', { id: bad.id, reason: 'spam' }, reporter.auth)).type).toBe('ok');
    }
    const reported = await call<AdminChatMessage[]>('GET', 'admin/chat/messages', { reported: '1' }, desk);
    expect(reported.message.find((m) => m.id === bad.id)).toMatchObject({ reports: 1, body: bad.body });

    const readerSocket = await reader('kor');
    const removed = nextEvent<{ room: string; id: string }>(readerSocket, 'chat:deleted');
    expect((await call('POST', 'admin/chat/delete', { id: bad.id, reason: 'spam' }, desk)).type).toBe('ok');
    expect(await removed).toEqual({ room: 'kor', id: bad.id });
    const history = await call<ChatMessage[]>('GET', 'chat/messages', { room: 'kor' });
    expect(history.message.find((m) => m.id === bad.id)).toMatchObject({ deleted: true, body: '', mentions: [] });

    const muted = await call<{ muted_until: number }>(
      'POST',
      'admin/chat/mute',
      { user_id: bad.user_id, minutes: '60', reason: 'spam' },
      desk,
    );
    expect(muted.message.muted_until).toBeGreaterThan(Date.now());
    await later();
    expect((await post(poster, 'hello again', 'kor')).message).toMatch(/^You cannot post in the chat room until /);
    expect((await call<ChatStanding>('GET', 'chat/standing', {}, poster.auth)).message.reason).toBe('muted');
    await call('POST', 'admin/chat/mute', { user_id: bad.user_id, minutes: '0' }, desk);
    expect((await post(poster, 'hello again', 'kor')).type).toBe('ok');

    const admin = await signInOperator(app, api, 'admin');
    const audit = async (targetId: string) =>
      (await call<AuditRow[]>('GET', 'admin/audit', { target_id: targetId, limit: '50' }, admin)).message.map(
        (a) => a.action,
      );
    expect(await audit(bad.id)).toEqual(['chat.message.delete']);
    expect((await audit(bad.user_id)).filter((a) => a.startsWith('chat.')).sort()).toEqual([
      'chat.user.mute',
      'chat.user.unmute',
    ]);
    const editor = await signInOperator(app, api, 'editor');
    expect((await call('GET', 'admin/chat/messages', {}, editor)).type).toBe('error');
  });
});
