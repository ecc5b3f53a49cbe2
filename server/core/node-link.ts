// Asking one other API node and hearing its answer (issue 33): each node listens on a Redis channel
// of its own; a question carries the asker's node id, and the answer is published to the asker's
// channel the moment it is ready. Addressing the one node that can answer (the books' holder)
// means nobody waits for the slowest or a dead node, and an answer is never mistaken for a
// timeout because a third node was slow.
import { randomUUID } from 'node:crypto';

/** Why an ask has no answer: `sent` false means the question never reached the node, so nothing was done. */
export class Unanswered extends Error {
  constructor(readonly sent: boolean) {
    super(sent ? 'the node did not answer in time' : 'the question did not reach the node');
    this.name = 'Unanswered';
  }
}

type Question = { t: 'q'; id: string; from: string; event: string; payload: unknown };
type Reply = { t: 'a'; id: string; answer: unknown };

export type PubSub = {
  /** Resolves to the number of subscribers that received the message (Redis PUBLISH); 0 when offline. */
  publish(channel: string, message: string): Promise<number>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
};

export type NodeLink = ReturnType<typeof makeNodeLink>;

export function makeNodeLink(opts: {
  pubsub: PubSub;
  /** The deployment's channel prefix, so deployments sharing a Redis server never hear each other. */
  prefix: string;
  nodeId: string;
  log: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
}) {
  const { pubsub, prefix, nodeId, log } = opts;
  const channel = (node: string) => `${prefix}-node#${node}`;
  const pending = new Map<string, (answer: unknown) => void>();
  const handlers = new Map<string, (payload: unknown) => Promise<unknown>>();

  const send = (node: string, message: Question | Reply) => pubsub.publish(channel(node), JSON.stringify(message));

  async function onQuestion(q: Question): Promise<void> {
    const handler = handlers.get(q.event);
    let answer: unknown = null;
    try {
      answer = handler ? await handler(q.payload) : null;
    } catch (err) {
      log.error({ err, event: q.event }, 'answering another node failed');
    }
    // An answer that cannot be sent leaves the asker to its time-out, which it reports as unknown.
    await send(q.from, { t: 'a', id: q.id, answer }).catch((err: unknown) =>
      log.error({ err, event: q.event }, 'an answer to another node could not be sent'),
    );
  }

  function onMessage(raw: string): void {
    let m: Question | Reply;
    try {
      m = JSON.parse(raw) as Question | Reply;
    } catch {
      return;
    }
    if (m.t === 'a') pending.get(m.id)?.(m.answer);
    else if (m.t === 'q') void onQuestion(m);
  }

  return {
    nodeId,
    /** Listens on this node's channel; call once the Redis subscriber exists (it re-subscribes after a reconnect). */
    listen: () => pubsub.subscribe(channel(nodeId), onMessage),

    /** Answers `event` asked of this node. */
    answer(event: string, handler: (payload: unknown) => Promise<unknown>): void {
      handlers.set(event, handler);
    },

    /**
     * Asks `node` and resolves with its answer as soon as it arrives. Rejects with Unanswered:
     * `sent: false` when no such node was listening (or Redis was unreachable), `sent: true` when it
     * was asked and did not answer within `timeoutMs` (what it did is then unknown).
     */
    ask(node: string, event: string, payload: unknown, timeoutMs: number): Promise<unknown> {
      const id = randomUUID();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          log.warn({ node, event, timeoutMs }, 'another node did not answer in time');
          reject(new Unanswered(true));
        }, timeoutMs);
        pending.set(id, (answer) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(answer);
        });
        send(node, { t: 'q', id, from: nodeId, event, payload }).then(
          (receivers) => {
            if (receivers > 0) return;
            clearTimeout(timer);
            pending.delete(id);
            reject(new Unanswered(false));
          },
          (err: unknown) => {
            // Lost on a closing connection: it may have arrived, so the outcome is unknown.
            clearTimeout(timer);
            pending.delete(id);
            log.warn({ err, node, event }, 'a question to another node failed');
            reject(new Unanswered(true));
          },
        );
      });
    },
  };
}
