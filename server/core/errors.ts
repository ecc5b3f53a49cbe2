// The three kinds of "no" the protocol knows (spec §8): a refused request (type 'error'), an invalid
// session (type 999) and verification needed (type 998). Services throw these; the protocol plugin
// turns them into replies in the request's language, with the message's id as a machine-readable
// `code` (and `until` for a lock that lifts at a known time). Anything else thrown is a fault:
// logged, and answered with a generic message and no details.
import type { MessageDescriptor } from '@lingui/core';

export type ReplyType = 'error' | 999 | 998;

export class Refusal extends Error {
  constructor(
    readonly descriptor: MessageDescriptor,
    readonly values: Record<string, unknown> = {},
    readonly type: ReplyType = 'error',
    /** When a lock (too many tries) lifts, in ms since the epoch: sent as `until`. */
    readonly until?: number,
  ) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'Refusal';
  }
}

/**
 * Not a "no": the request was passed to the node that carries it out, and no answer came back, so
 * what happened is unknown. Answered as HTTP 503 with a message saying so; the app keeps the
 * request's Idempotency-Key, so asking again replays what was done or does it once (issue 33).
 */
export class OutcomeUnknown extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'OutcomeUnknown';
  }
}
