// How the customer-service screen orders what the device holds, pure: the server's messages by
// their number, then those not sent yet in the order they were typed (they will be numbered in
// that order when the network returns).
import type { KeptSupportMessage } from '../db/db';

const unsent = (m: KeptSupportMessage) => m.state !== 'sent';

export function threadOf(rows: readonly KeptSupportMessage[]): KeptSupportMessage[] {
  const sent = rows.filter((m) => !unsent(m)).sort((a, b) => a.seq - b.seq);
  const waiting = rows.filter(unsent).sort((a, b) => a.createdAt - b.createdAt);
  return [...sent, ...waiting];
}

/** The highest number held: a reconnecting client asks for what came after it. */
export const lastSeqOf = (rows: readonly KeptSupportMessage[]) => rows.reduce((max, m) => Math.max(max, m.seq), 0);

/** A message id of this device's own: random, in the form the server accepts. */
export const newClientId = () => crypto.randomUUID().replaceAll('-', '');
