// The note that a review decision was made. It travels in the router's location state rather than
// in the deciding form, because the form goes away with the decision (back to the queue, or the
// decided item leaves the list); the state lasts until the next navigation or decision. Pure.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Queue } from '../api/calls';

export type Decided = { queue: Queue; approve: boolean };

const TEXTS: Record<Queue, { approved: MessageDescriptor; rejected: MessageDescriptor }> = {
  kyc: { approved: msg`Identity verification approved.`, rejected: msg`Identity verification rejected.` },
  recharge: { approved: msg`Recharge approved.`, rejected: msg`Recharge rejected.` },
  withdraw: { approved: msg`Withdrawal approved.`, rejected: msg`Withdrawal rejected.` },
  follow: { approved: msg`Trader application approved.`, rejected: msg`Trader application rejected.` },
  nft: {
    approved: msg`NFT sale approved: the seller is paid.`,
    rejected: msg`NFT sale rejected: the buyer is refunded.`,
  },
};

/** The location state that carries a decision. */
export const decidedState = (queue: Queue, approve: boolean) => ({ decided: { queue, approve } satisfies Decided });

/** The decision a location state carries, if any (history state is untyped: check its shape). */
export function decidedOf(state: unknown): Decided | null {
  const d = (state as { decided?: Partial<Decided> } | null)?.decided;
  if (!d || typeof d.approve !== 'boolean' || typeof d.queue !== 'string' || !Object.hasOwn(TEXTS, d.queue))
    return null;
  return { queue: d.queue, approve: d.approve };
}

export const decidedText = (d: Decided) => (d.approve ? TEXTS[d.queue].approved : TEXTS[d.queue].rejected);
