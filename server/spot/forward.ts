// With several API nodes, one holds the spot books (the market feed's node, ADR 13); a call that
// needs them and arrives elsewhere is asked of that node alone (core/node-link.ts), and its answer
// is the answer. Refusals travel as their message id and values, so the asking node translates
// them into its request's language.
import type { MessageDescriptor } from '@lingui/core';
import { Refusal } from '../core/errors';

export type SpotCall =
  | { call: 'place'; userId: string; fields: unknown; key: string | null }
  | { call: 'cancel'; userId: string; id: string; key: string | null }
  | { call: 'depth'; symbol: string }
  | { call: 'check' };

export type Answer =
  | { handled: false }
  | { handled: true; ok: true; value: unknown }
  | { handled: true; ok: false; refusal: { descriptor: MessageDescriptor; values: Record<string, unknown> } };

/** Runs `run` as the holder of the books: its value, or the refusal it threw, as an answer. */
export async function answerWith(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return { handled: true, ok: true, value: await run() };
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const { id, message } = err.descriptor;
    return { handled: true, ok: false, refusal: { descriptor: { id, message }, values: err.values } };
  }
}

/** The holder's answer: its value, or its refusal thrown again; null when the node asked does not hold the books (nothing was done). */
export function holderAnswer<T>(answer: unknown): { value: T } | null {
  const a = answer as Answer | null;
  if (typeof a !== 'object' || a === null || a.handled !== true) return null;
  if (a.ok) return { value: a.value as T };
  throw new Refusal(a.refusal.descriptor, a.refusal.values);
}
