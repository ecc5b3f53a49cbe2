// The proof of liabilities' Merkle sum tree (issue 41, ADR 27): the sums, every user's path
// checking out against the root and totals (built with node:crypto, checked with Web Crypto as the
// phone does), and each kind of tampering failing with its reason.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amountUnits,
  buildSumTree,
  checkProof,
  emptyText,
  type LeafInput,
  leafText,
  levelSizes,
  nodeText,
  type ProofToCheck,
  pathOf,
  type SumNode,
  subtleSha256,
  unitsText,
} from '../../contract/proof-rules';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const CURRENCIES = ['BTC', 'ETH', 'USDT'];
const u = (s: string) => amountUnits(s) as bigint;

/** n users, user i holding i BTC-ish amounts: distinct, with zeros among them. */
function users(n: number): LeafInput[] {
  return Array.from({ length: n }, (_, i) => ({
    userId: `u${i}`,
    salt: sha256(`salt ${i}`),
    sums: [u(i % 3 === 0 ? '0' : `0.${i}`), u(String(i * 2)), u(`${i * 1000}.12345678`)],
  }));
}

/** The proof of `userId` in a tree, as /proof/mine would serve it. */
function proofOf(leaves: LeafInput[], userId: string): ProofToCheck {
  const tree = buildSumTree(CURRENCIES, leaves, sha256);
  const index = tree.levels[0]?.findIndex((l) => l.userId === userId) ?? -1;
  const mine = leaves.find((l) => l.userId === userId) as LeafInput;
  return {
    userId,
    published: { root: tree.root.hash, currencies: CURRENCIES, totals: tree.root.sums.map(unitsText) },
    leaf: {
      user_id: userId,
      salt: mine.salt,
      balances: mine.sums.map(unitsText),
      hash: tree.levels[0]?.[index]?.hash ?? '',
    },
    path: pathOf(tree.levels, index).map((s) => ({ side: s.side, hash: s.hash, sums: s.sums.map(unitsText) })),
  };
}

describe('amounts', () => {
  it('reads non-negative decimals of at most 8 places exactly, and writes them canonically', () => {
    expect(amountUnits('12.5')).toBe(1_250_000_000n);
    expect(amountUnits('0')).toBe(0n);
    expect(amountUnits('123456789012345.12345678')).toBe(12345678901234512345678n);
    for (const bad of ['-1', '1.123456789', '01', '.5', '1e3', '', ' 1', '1.'])
      expect(amountUnits(bad), bad).toBeNull();
    expect(unitsText(1_250_000_000n)).toBe('12.5');
    expect(unitsText(0n)).toBe('0');
    expect(unitsText(1n)).toBe('0.00000001');
  });
});

describe('the tree', () => {
  it('hashes a leaf from the user id, salt and sums, and a parent from both children with their sums', () => {
    const leaves = users(2);
    const tree = buildSumTree(CURRENCIES, leaves, sha256);
    const [a, b] = tree.levels[0] ?? [];
    expect(leafText(CURRENCIES, 'u1', 'ab', [1n, 0n, 150_000_000n])).toBe(
      'kestrel-pol-v1|leaf|u1|ab|BTC:0.00000001,ETH:0,USDT:1.5',
    );
    expect(tree.root.hash).toBe(sha256(nodeText(CURRENCIES, a as SumNode, b as SumNode)));
    expect(nodeText(CURRENCIES, { hash: 'x', sums: [1n, 2n, 3n] }, { hash: 'y', sums: [0n, 0n, 0n] })).toBe(
      'kestrel-pol-v1|node|x|BTC:0.00000001,ETH:0.00000002,USDT:0.00000003|y|BTC:0,ETH:0,USDT:0',
    );
  });

  it('sums every balance into the root, exactly, whatever the number of leaves', () => {
    for (const n of [1, 2, 3, 5, 8, 13, 100]) {
      const leaves = users(n);
      const tree = buildSumTree(CURRENCIES, leaves, sha256);
      const expected = CURRENCIES.map((_, c) => leaves.reduce((s, l) => s + (l.sums[c] as bigint), 0n));
      expect(tree.root.sums, `${n} leaves`).toEqual(expected);
      expect(tree.levels.map((l) => l.length)).toEqual(levelSizes(n));
      // Every parent is the sum of its children.
      for (let l = 1; l < tree.levels.length; l++)
        tree.levels[l]?.forEach((node, i) => {
          const kids = [tree.levels[l - 1]?.[2 * i], tree.levels[l - 1]?.[2 * i + 1]].filter(Boolean);
          expect(node.sums).toEqual(CURRENCIES.map((_, c) => kids.reduce((s, k) => s + (k?.sums[c] as bigint), 0n)));
        });
    }
  });

  it('orders leaves by their hash, so the order says nothing of who came first', () => {
    const tree = buildSumTree(CURRENCIES, users(20), sha256);
    const hashes = (tree.levels[0] ?? []).map((l) => l.hash);
    expect(hashes).toEqual([...hashes].sort());
  });

  it('has a root of its own when nobody holds anything', () => {
    const tree = buildSumTree([], [], sha256);
    expect(tree.root).toEqual({ hash: sha256(emptyText()), sums: [] });
  });

  it('refuses what cannot be hashed unambiguously: negative balances, a | in an id, an odd currency', () => {
    expect(() => buildSumTree(CURRENCIES, [{ userId: 'a', salt: 's', sums: [0n, -1n, 0n] }], sha256)).toThrow();
    expect(() => buildSumTree(CURRENCIES, [{ userId: 'a|b', salt: 's', sums: [0n, 0n, 0n] }], sha256)).toThrow();
    expect(() => buildSumTree(['US:DT'], [], sha256)).toThrow();
  });
});

describe('checking a path (Web Crypto, as on the phone)', () => {
  it("verifies every user's path against the root and totals, for trees of many shapes", async () => {
    for (const n of [1, 2, 3, 7, 16, 33]) {
      const leaves = users(n);
      for (const l of leaves) {
        const check = await checkProof(proofOf(leaves, l.userId), subtleSha256);
        expect(check, `${l.userId} of ${n}`).toMatchObject({ ok: true });
      }
    }
  });

  it('fails a wrong sibling hash, a changed sibling sum, or a changed balance of the user', async () => {
    const leaves = users(9);
    const good = proofOf(leaves, 'u4');
    const step = good.path[1] as ProofToCheck['path'][number];
    const flipped = `${step.hash[0] === '0' ? '1' : '0'}${step.hash.slice(1)}`;
    const withStep = (changed: Partial<ProofToCheck['path'][number]>) => ({
      ...good,
      path: good.path.map((s, i) => (i === 1 ? { ...s, ...changed } : s)),
    });
    expect(await checkProof(withStep({ hash: flipped }))).toEqual({ ok: false, fault: 'root' });
    // A sibling's sum made smaller (e.g. to hide liabilities): the hashes above no longer match.
    expect(await checkProof(withStep({ sums: ['0', '0', '0'] }))).toEqual({ ok: false, fault: 'root' });
    expect(await checkProof(withStep({ side: step.side === 'left' ? 'right' : 'left' }))).toEqual({
      ok: false,
      fault: 'root',
    });
    expect(await checkProof({ ...good, path: good.path.slice(1) })).toEqual({ ok: false, fault: 'root' });
    expect(await checkProof({ ...good, leaf: { ...good.leaf, balances: ['0', '8', '4000.1'] } })).toEqual({
      ok: false,
      fault: 'leaf',
    });
  });

  it("fails a negative sibling sum, another user's leaf, a root that is not the published one, and other totals", async () => {
    const leaves = users(6);
    const good = proofOf(leaves, 'u2');
    const negative = { ...good, path: good.path.map((s, i) => (i === 0 ? { ...s, sums: ['-1', '0', '0'] } : s)) };
    expect(await checkProof(negative)).toEqual({ ok: false, fault: 'negative', step: 1 });
    expect(await checkProof({ ...good, userId: 'u3' })).toEqual({ ok: false, fault: 'user' });
    expect(await checkProof({ ...good, published: { ...good.published, root: sha256('another') } })).toEqual({
      ok: false,
      fault: 'root',
    });
    const totals = good.published.totals.map((t, i) => (i === 2 ? `${t.split('.')[0]}` : t));
    expect(await checkProof({ ...good, published: { ...good.published, totals } })).toEqual({
      ok: false,
      fault: 'totals',
    });
    expect(await checkProof({ ...good, leaf: { ...good.leaf, balances: ['1.5'] } })).toEqual({
      ok: false,
      fault: 'malformed',
    });
    expect(
      await checkProof({ ...good, path: good.path.map((s, i) => (i === 0 ? { ...s, hash: 'not hex' } : s)) }),
    ).toEqual({ ok: false, fault: 'malformed', step: 1 });
  });

  it('gives the same hashes with Web Crypto as with node:crypto', async () => {
    const text = leafText(CURRENCIES, 'u1', 'ab', [1n, 2n, 3n]);
    expect(await subtleSha256(text)).toBe(sha256(text));
  });
});
