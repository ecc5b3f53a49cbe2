// The one source of randomness for ids, tokens and codes in server code. Ids are random, never
// sequential, so they leak nothing about volume; the spec's "random id" is 32 characters.
import { randomBytes, randomInt } from 'node:crypto';

export interface Ids {
  /** A 32-character random id: [a-z0-9], about 165 bits. */
  id(): string;
  /** `bytes` random bytes as URL-safe base64 (for tokens and secrets). */
  secret(bytes: number): string;
  /** `length` characters drawn uniformly from `alphabet` (codes people type). */
  pick(alphabet: string, length: number): string;
}

const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');

export const randomIds: Ids = {
  id: () => pick('abcdefghijklmnopqrstuvwxyz0123456789', 32),
  secret: (bytes) => randomBytes(bytes).toString('base64url'),
  pick,
};
