// "Verify the draw" (src/lib/nftVerify.ts): an opened box's proof, made here as the server makes it
// (a seed chain and the HMAC draw of contract/nft-rules.ts), checks out; a seed that does not hash
// to the commitment, a draw that differs from the server's, an artwork received that is not the one
// drawn (an edition minted from it is the one drawn), or a commitment other than the one published
// are each caught.
import { describe, expect, it } from 'vitest';
import type { NftBoxProof } from '../../contract/nft';
import { type BoxOdds, drawBox, seedChain } from '../../contract/nft-rules';
import { checkDraw, isEditionOf } from '../../src/lib/nftVerify';

const ODDS: BoxOdds = [
  { rarity: 'Legendary', bps: 100, codes: ['L1'] },
  { rarity: 'Rare', bps: 2400, codes: ['R1', 'R2'] },
  { rarity: 'Common', bps: 7500, codes: ['C1', 'C2', 'C3'] },
];
const TOP = 'ab'.repeat(32);
const BUYER = '5a'.repeat(32);

async function proofOf(k: number): Promise<NftBoxProof> {
  const chain = await seedChain(TOP, 5);
  const seed = chain[k] as string;
  const draw = await drawBox(seed, k, BUYER, ODDS);
  return { box_code: 'BOX-1', number: k, buyer_seed: BUYER, seed, commitment: chain[0] as string, odds: ODDS, ...draw };
}

describe('checkDraw', () => {
  it('agrees with an honest draw', async () => {
    const proof = await proofOf(3);
    const check = await checkDraw(proof, proof.code, proof.commitment);
    expect(check).toMatchObject({ seedOk: true, drawOk: true, ok: true });
    expect(check.draw.code).toBe(proof.code);
  });

  it('catches a seed that does not hash to the commitment', async () => {
    const proof = await proofOf(3);
    const other = await proofOf(2);
    const check = await checkDraw({ ...proof, seed: other.seed });
    expect(check.seedOk).toBe(false);
    expect(check.ok).toBe(false);
  });

  it('catches a draw other than the one recomputed', async () => {
    const proof = await proofOf(4);
    const wrong = proof.code === 'L1' ? 'C1' : 'L1';
    const check = await checkDraw({ ...proof, code: wrong });
    expect(check).toMatchObject({ seedOk: true, drawOk: false, ok: false });
    expect((await checkDraw({ ...proof, roll: (proof.roll + 1) % 10_000 })).drawOk).toBe(false);
  });

  it('accepts an edition minted from the design drawn, and catches any other artwork', async () => {
    const proof = await proofOf(1);
    expect((await checkDraw(proof, `${proof.code}-12`)).ok).toBe(true);
    expect(await checkDraw(proof, 'SOMETHING-ELSE')).toMatchObject({ seedOk: true, drawOk: true, ok: false });
    expect((await checkDraw(proof, `${proof.code}-x`)).ok).toBe(false);
    expect(isEditionOf('C1-3', 'C1')).toBe(true);
    expect(isEditionOf('C12', 'C1')).toBe(false);
  });

  it('catches a commitment other than the one published before the sale', async () => {
    const proof = await proofOf(1);
    expect((await checkDraw(proof, proof.code, 'ff'.repeat(32))).seedOk).toBe(false);
  });
});
