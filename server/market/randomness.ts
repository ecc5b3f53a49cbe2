// The simulated market's randomness: a keyed stream (AES-128 in counter mode under the
// deployment's market secret), so the walk cannot be computed by anyone who reads this code but
// not the database. Each draw is three uniforms named by (instrument, stream, index): the minute
// steps of the backfill are indexed by minute, the live ticks by their time slot. The same secret
// gives the same draws on every node; without it, the next draw is unknowable (ADR 22).
import { createCipheriv } from 'node:crypto';

export type Stream = 'minute' | 'tick';
const STREAM_ID: Record<Stream, number> = { minute: 1, tick: 2 };

/** Three uniforms in (0, 1): two for a normal step, one for the traded size. */
export type Draw = readonly [number, number, number];

export type MarketRandom = { draw(instrumentId: number, stream: Stream, index: number): Draw };

const WORDS = 3;
/** Draws made per cipher call: a backfill walks months minute by minute. */
const BLOCK = 256;
const BLOCK_BYTES = BLOCK * WORDS * 4;
const ZEROS = Buffer.alloc(BLOCK_BYTES);
const uniform = (word: number) => (word + 0.5) / 4294967296;

/** `secret` must hold at least 16 bytes; its first 16 are the AES-128 key. */
export function makeMarketRandom(secret: Buffer): MarketRandom {
  if (secret.length < 16) throw new Error('the market secret needs at least 128 bits');
  const key = secret.subarray(0, 16);
  // The newest block of each (instrument, stream): draws are asked for in time order.
  const blocks = new Map<string, { n: number; bytes: Buffer }>();
  return {
    draw(instrumentId, stream, index) {
      const n = Math.floor(index / BLOCK);
      const name = `${instrumentId}:${stream}`;
      let block = blocks.get(name);
      if (block?.n !== n) {
        // Counter block: instrument | stream | block number | 0; the low word counts the block's
        // 192 AES blocks and never carries into the block number.
        const iv = Buffer.alloc(16);
        iv.writeUInt32BE(instrumentId >>> 0, 0);
        iv.writeUInt32BE(STREAM_ID[stream], 4);
        iv.writeUInt32BE(n >>> 0, 8);
        block = { n, bytes: createCipheriv('aes-128-ctr', key, iv).update(ZEROS) };
        blocks.set(name, block);
      }
      const at = (index - n * BLOCK) * WORDS * 4;
      const b = block.bytes;
      return [uniform(b.readUInt32LE(at)), uniform(b.readUInt32LE(at + 4)), uniform(b.readUInt32LE(at + 8))];
    },
  };
}
