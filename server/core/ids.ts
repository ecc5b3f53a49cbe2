// The one source of randomness for ids, tokens and codes in server code. Ids are random, never
// sequential, so they leak nothing about volume; the spec's "random id" is 32 characters.
// `sortable` ids put the time first (which the rows they key show anyway) and are otherwise as
// random: ledger entries use them so that new rows append at the end of their B-trees instead of
// landing on random pages (ADR 11).
import { randomBytes, randomFillSync } from 'node:crypto';

export interface Ids {
  /** A 32-character random id: [a-z0-9], about 165 bits. */
  id(): string;
  /**
   * A 32-character [a-z0-9] id that sorts by `now` (epoch ms): 9 characters of `now` in base 36,
   * then 23 random ones (about 119 bits). Ids of different milliseconds sort by time, as strings
   * and in any byte-wise order; ids of one millisecond are in random order among themselves.
   */
  sortable(now: number): string;
  /** `bytes` random bytes as URL-safe base64 (for tokens and secrets). */
  secret(bytes: number): string;
  /** `length` characters drawn uniformly from `alphabet` (codes people type). */
  pick(alphabet: string, length: number): string;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

// Random bytes are drawn from the system's CSPRNG a few kilobytes at a time: one call per id
// (or per character, as crypto.randomInt does) costs far more than the id itself.
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++] as number;
}

function pick(alphabet: string, length: number): string {
  if (alphabet.length === 0 || alphabet.length > 256) throw new Error('an alphabet has 1 to 256 characters');
  // Bytes at or above the largest multiple of the alphabet's size are drawn again, so that every
  // character is exactly as likely (a plain `byte % size` would favour the first ones).
  const limit = 256 - (256 % alphabet.length);
  // Joined once, not appended a character at a time: `+=` past 13 characters makes a chain of
  // rope nodes, one per character, and an id kept as a map key or in a resting order kept its
  // whole chain (about 390 bytes an id; tests/bench/spot-memory.ts, issue 34).
  const out: string[] = [];
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out.push(alphabet[byte % alphabet.length] as string);
  }
  return out.join('');
}

/** 9 base-36 digits hold every millisecond until the year 5138; fixed width keeps string order. */
const TIME_DIGITS = 9;

// A batch names thousands of entries with one `now`: its prefix is worked out once.
let prefixOf = { now: Number.NaN, prefix: '' };

function timePrefix(now: number): string {
  if (prefixOf.now !== now) {
    // base 36 digits are 0-9 then a-z, in ASCII order too: the prefix sorts as the number does.
    prefixOf = { now, prefix: Math.max(0, Math.floor(now)).toString(36).padStart(TIME_DIGITS, '0') };
  }
  return prefixOf.prefix;
}

export const randomIds: Ids = {
  id: () => pick(ID_ALPHABET, 32),
  // One flat string, as pick makes: the prefix and the rest added would be a rope of the two.
  sortable: (now) => [timePrefix(now), pick(ID_ALPHABET, 32 - TIME_DIGITS)].join(''),
  secret: (bytes) => randomBytes(bytes).toString('base64url'),
  pick,
};
