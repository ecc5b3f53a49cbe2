// "Verify the draw" (issue 17, ADR 21): an opened blind box is checked in the browser by the same
// rules the server drew by (contract/nft-rules.ts). Two things must hold: hashing the revealed seed
// `number` times gives the commitment published before the sale (so the seed was fixed first), and
// the draw recomputed from that seed and the buyer's own seed gives the rarity and artwork the
// server said (and the artwork the buyer now holds).
import type { NftBoxProof } from '../../contract/nft';
import { type Draw, drawBox, seedMatches } from '../../contract/nft-rules';

export type DrawCheck = {
  /** Hashing the seed `number` times gives the commitment. */
  seedOk: boolean;
  /** The draw as recomputed here. */
  draw: Draw;
  /** The recomputed draw is the server's: digest, roll, rarity, pick and artwork. */
  drawOk: boolean;
  /** Both, and the artwork received is the one drawn. */
  ok: boolean;
};

/**
 * Whether the artwork received is the design drawn: the design's own code, or an edition minted from
 * it ('BOX-GEM-SR-12' of 'BOX-GEM-SR'), as opening a box mints one.
 */
export const isEditionOf = (received: string, design: string) =>
  received === design || (received.startsWith(`${design}-`) && /^\d+$/.test(received.slice(design.length + 1)));

/**
 * Recomputes an opened box's draw. `received` is the artwork the buyer got (its code), when known;
 * `published` the commitment the listing showed before the sale, when known.
 */
export async function checkDraw(proof: NftBoxProof, received?: string, published?: string | null): Promise<DrawCheck> {
  const commitmentOk = published == null || published === proof.commitment;
  const [chain, draw] = await Promise.all([
    seedMatches(proof.seed, proof.number, proof.commitment),
    drawBox(proof.seed, proof.number, proof.buyer_seed, proof.odds),
  ]);
  const seedOk = chain && commitmentOk;
  const drawOk =
    draw.digest === proof.digest &&
    draw.roll === proof.roll &&
    draw.rarity === proof.rarity &&
    draw.pick === proof.pick &&
    draw.code === proof.code;
  const receivedOk = received === undefined || isEditionOf(received, draw.code);
  return { seedOk, draw, drawOk, ok: seedOk && drawOk && receivedOk };
}
