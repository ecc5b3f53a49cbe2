// The one id generator for server code. Ids are random, never sequential, so they leak nothing
// about volume; the spec's "random id" is 32 characters.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface Ids {
  /** A 32-character random id: [a-z0-9], about 165 bits. */
  id(): string;
  /** `bytes` random bytes as URL-safe base64 (for tokens and secrets). */
  secret(bytes: number): string;
}

export const randomIds: Ids = {
  id() {
    // Bytes of 252 and above are dropped (252 = 7 × 36) so every character is equally likely.
    let out = '';
    while (out.length < 32) {
      for (const b of randomBytes(40)) {
        if (b < 252 && out.length < 32) out += ALPHABET[b % 36];
      }
    }
    return out;
  },
  secret(bytes) {
    return randomBytes(bytes).toString('base64url');
  },
};
