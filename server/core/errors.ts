// The three kinds of "no" the protocol knows (spec §8): a refused request (type 'error'), an invalid
// session (type 999) and verification needed (type 998). Services throw these; the protocol plugin
// turns them into replies in the request's language. Anything else thrown is a fault: logged, and
// answered with a generic message and no details.
import type { MessageDescriptor } from '@lingui/core';

export type ReplyType = 'error' | 999 | 998;

export class Refusal extends Error {
  constructor(
    readonly descriptor: MessageDescriptor,
    readonly values: Record<string, unknown> = {},
    readonly type: ReplyType = 'error',
  ) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'Refusal';
  }
}
