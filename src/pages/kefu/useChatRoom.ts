// One chat room's messages on the screen: the latest page, older pages on demand, new and removed
// messages from the socket, and after a reconnection everything after the last number held (so
// nothing is missed or shown twice).
import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage, ChatRoom } from '../../../contract/chat';
import { getChatMessages } from '../../api/chat';
import { startRealtime } from '../../realtime/socket';

export type ChatRoomView = {
  messages: ChatMessage[] | null;
  failed: boolean;
  /** Older pages exist (the first message held is not number 1). */
  hasEarlier: boolean;
  loadEarlier: () => Promise<void>;
  reload: () => void;
  /** Adds a message this reader sent (its own reply may arrive before the socket's copy). */
  add: (m: ChatMessage) => void;
};

/** Messages merged by number: each once, in order. */
export function mergeChat(held: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(held.map((m) => [m.seq, m]));
  for (const m of more) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function useChatRoom(room: ChatRoom): ChatRoomView {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  const add = useCallback(
    (m: ChatMessage) => setMessages((held) => (held && m.room === room ? mergeChat(held, [m]) : held)),
    [room],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh load
  useEffect(() => {
    let live = true;
    setMessages(null);
    setFailed(false);
    let last = 0;
    const catchUp = async () => {
      try {
        const list = await getChatMessages(room, last ? { after_seq: last } : { limit: 50 });
        if (!live) return;
        last = Math.max(last, ...list.map((m) => m.seq));
        setMessages((held) => mergeChat(held ?? [], list));
      } catch {
        if (live) setFailed(true);
      }
    };
    const onMessages = (batch: ChatMessage[]) => {
      const mine = batch.filter((m) => m.room === room);
      if (mine.length === 0) return;
      last = Math.max(last, ...mine.map((m) => m.seq));
      setMessages((held) => (held ? mergeChat(held, mine) : held));
    };
    const onDeleted = (p: { room: string; id: string }) => {
      if (p.room !== room) return;
      setMessages(
        (held) => held?.map((m) => (m.id === p.id ? { ...m, body: '', mentions: [], deleted: true } : m)) ?? null,
      );
    };
    const join = (s: Awaited<ReturnType<typeof startRealtime>>) => {
      s.emit('chat:join', { room });
      void catchUp();
    };
    let socket: Awaited<ReturnType<typeof startRealtime>> | null = null;
    const onConnect = () => socket && join(socket);
    void startRealtime().then((s) => {
      if (!live) return;
      socket = s;
      s.on('chat:messages', onMessages);
      s.on('chat:deleted', onDeleted);
      s.on('connect', onConnect);
      if (s.connected) join(s);
      else void catchUp();
    });
    return () => {
      live = false;
      if (!socket) return;
      socket.emit('chat:leave', { room });
      socket.off('chat:messages', onMessages);
      socket.off('chat:deleted', onDeleted);
      socket.off('connect', onConnect);
    };
  }, [room, round]);

  const first = messages?.[0]?.seq ?? 0;
  const loadEarlier = async () => {
    const older = await getChatMessages(room, { before_seq: first, limit: 50 });
    setMessages((held) => mergeChat(held ?? [], older));
  };

  return { messages, failed, hasEarlier: first > 1, loadEarlier, reload: () => setRound((r) => r + 1), add };
}
