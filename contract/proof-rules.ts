// The proof of liabilities' Merkle sum tree, pure (issue 41, ADR 27): the server builds it with
// these functions and the phone checks a user's path with the same ones, so both hash the same
// text. Every hash is SHA-256 over UTF-8 text, written as 64 lowercase hex digits; anyone can redo
// a step with `printf %s '<text>' | sha256sum`.
//
// A node carries a hash and, per currency of the publication (in its `currencies` order), the sum
// of the balances below it. A leaf is one user: their balances over every account (available +
// frozen) hashed with their user id and a salt only they are shown, so a leaf or a sibling's hash
// tells nothing about whose it is. A parent hashes both children's hashes *and* sums, so a sum
// cannot be changed on the way up without changing the root; sums are never negative, so no
// sibling can cancel a user's balance out of the total.
//
// Amounts are exact: whole units of 10⁻⁸ (BigInt), written as canonical decimals ('12.5', '0').

/** The tree's format; it prefixes every hash's text. */
export const PROOF_FORMAT = 'kestrel-pol-v1';

const DECIMALS = 8;
const AMOUNT = /^(0|[1-9]\d*)(?:\.(\d{1,8}))?$/;
const CURRENCY = /^[A-Za-z0-9._-]{1,32}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** A non-negative ledger amount in units of 10⁻⁸; null when it is not a plain decimal of at most 8 decimals. */
export function amountUnits(amount: string): bigint | null {
  const m = typeof amount === 'string' ? AMOUNT.exec(amount) : null;
  if (!m) return null;
  return BigInt((m[1] as string) + (m[2] ?? '').padEnd(DECIMALS, '0'));
}

/** Units as the canonical decimal (no trailing zeros, '0' for nothing). */
export function unitsText(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(DECIMALS + 1, '0');
  const fraction = digits.slice(-DECIMALS).replace(/0+$/, '');
  return `${negative ? '-' : ''}${digits.slice(0, -DECIMALS)}${fraction ? `.${fraction}` : ''}`;
}

/** Whether a currency code may appear in the tree (it is written into the hashed text as is). */
export const isProofCurrency = (code: string) => CURRENCY.test(code);

/** A node: its hash and its sums, one per currency of the publication. */
export type SumNode = { hash: string; sums: bigint[] };

/** `BTC:0.5,USDT:12`: the sums with their currencies, as hashed. */
export function sumsText(currencies: readonly string[], sums: readonly bigint[]): string {
  if (sums.length !== currencies.length) throw new Error('sums and currencies differ in length');
  return currencies.map((c, i) => `${c}:${unitsText(sums[i] as bigint)}`).join(',');
}

/** The text a leaf's hash is taken of. */
export const leafText = (currencies: readonly string[], userId: string, salt: string, sums: readonly bigint[]) =>
  `${PROOF_FORMAT}|leaf|${userId}|${salt}|${sumsText(currencies, sums)}`;

/** The text a parent's hash is taken of: both children, left first, each with its sums. */
export const nodeText = (currencies: readonly string[], left: SumNode, right: SumNode) =>
  `${PROOF_FORMAT}|node|${left.hash}|${sumsText(currencies, left.sums)}|${right.hash}|${sumsText(currencies, right.sums)}`;

/** The root of a tree with no leaf (nobody held anything). */
export const emptyText = () => `${PROOF_FORMAT}|empty`;

const addSums = (a: readonly bigint[], b: readonly bigint[]) => a.map((x, i) => x + (b[i] as bigint));

// ---------------------------------------------------------------------------------------------
// Building (the server): a synchronous SHA-256 of text to hex, e.g. node:crypto's.

export type SyncSha256 = (text: string) => string;

export type LeafInput = { userId: string; salt: string; sums: bigint[] };

export type SumTree = {
  currencies: string[];
  /** levels[0] the leaves in tree order, each level up the parents; the last holds the root alone. */
  levels: (SumNode & { userId?: string })[][];
  root: SumNode;
};

/**
 * The tree over `leaves`. Leaves are ordered by their hash (random, since each salt is), so a
 * leaf's place says nothing about the user. Each level pairs nodes left to right; a last node
 * without a partner goes up unchanged (never paired with itself: that would count it twice).
 */
export function buildSumTree(currencies: readonly string[], leaves: readonly LeafInput[], sha256: SyncSha256): SumTree {
  for (const c of currencies)
    if (!isProofCurrency(c)) throw new Error(`currency ${JSON.stringify(c)} cannot be hashed`);
  const level0 = leaves.map((l) => {
    if (l.sums.length !== currencies.length) throw new Error('a leaf has the wrong number of sums');
    if (l.sums.some((s) => s < 0n)) throw new Error('a leaf cannot hold a negative balance');
    if (l.userId.includes('|') || l.salt.includes('|')) throw new Error('a user id or salt cannot contain |');
    return { hash: sha256(leafText(currencies, l.userId, l.salt, l.sums)), sums: [...l.sums], userId: l.userId };
  });
  level0.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  const levels: SumTree['levels'] = [level0];
  if (level0.length === 0) {
    const root = { hash: sha256(emptyText()), sums: currencies.map(() => 0n) };
    return { currencies: [...currencies], levels: [[root]], root };
  }
  let current: SumNode[] = level0;
  while (current.length > 1) {
    const up: SumNode[] = [];
    for (let i = 0; i < current.length; i += 2) {
      const left = current[i] as SumNode;
      const right = current[i + 1];
      up.push(right ? { hash: sha256(nodeText(currencies, left, right)), sums: addSums(left.sums, right.sums) } : left);
    }
    levels.push(up);
    current = up;
  }
  return { currencies: [...currencies], levels, root: current[0] as SumNode };
}

/** Where a path's siblings lie: per level with one, its level, its index there and its side of the path. */
export type PathPlace = { level: number; index: number; side: 'left' | 'right' };

/** The places of the siblings from leaf `index` (tree order) up; a level where the node went up alone has none. */
export function pathPlaces(levelSizes: readonly number[], index: number): PathPlace[] {
  const places: PathPlace[] = [];
  let i = index;
  for (let l = 0; l < levelSizes.length - 1; l++) {
    const j = i ^ 1;
    // The sibling of a right child (odd index) is on the left.
    if (j < (levelSizes[l] as number)) places.push({ level: l, index: j, side: j % 2 === 0 ? 'left' : 'right' });
    i >>= 1;
  }
  return places;
}

/** One step up a path: the sibling met there, and on which side of the path it lies. */
export type PathStep = { side: 'left' | 'right'; hash: string; sums: bigint[] };

/** The path of leaf `index` in a built tree. */
export const pathOf = (levels: readonly (readonly SumNode[])[], index: number): PathStep[] =>
  pathPlaces(
    levels.map((l) => l.length),
    index,
  ).map(({ level, index: j, side }) => {
    const sibling = levels[level]?.[j] as SumNode;
    return { side, hash: sibling.hash, sums: [...sibling.sums] };
  });

/** How many nodes each level of a tree of `leaves` leaves holds, from the leaves up to the root. */
export function levelSizes(leaves: number): number[] {
  const sizes = [leaves];
  for (let n = leaves; n > 1; ) {
    n = Math.ceil(n / 2);
    sizes.push(n);
  }
  return sizes;
}

// ---------------------------------------------------------------------------------------------
// Checking (the phone, and anyone): SHA-256 may be asynchronous (the browser's SubtleCrypto).

export type Sha256 = (text: string) => Promise<string> | string;

/** SHA-256 of text in the browser's (or Node's) Web Crypto: 64 lowercase hex digits. */
export async function subtleSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the check is given, as the wire carries it (amounts as decimals, in `currencies` order). */
export type ProofToCheck = {
  /** The signed-in user: the leaf must be theirs. */
  userId: string;
  published: { root: string; currencies: readonly string[]; totals: readonly string[] };
  leaf: { user_id: string; salt: string; balances: readonly string[]; hash: string };
  path: readonly { side: 'left' | 'right'; hash: string; sums: readonly string[] }[];
};

/** Why a proof does not check out. */
export type ProofFault =
  /** An amount, a hash or a side that cannot be read, or a list of the wrong length. */
  | 'malformed'
  /** A sum below zero on the path: it could hide the user's balance from the total. */
  | 'negative'
  /** The leaf is another user's. */
  | 'user'
  /** The user's id, salt and balances do not give the leaf's hash. */
  | 'leaf'
  /** The path does not lead to the published root. */
  | 'root'
  /** It does, but its sums are not the published totals. */
  | 'totals';

export type ProofCheck = { ok: true; root: string } | { ok: false; fault: ProofFault; step?: number };

/**
 * Sums as the wire carries them: exact units, 'negative' when any is below zero (a fault of its
 * own), null when one cannot be read or the count is not the currencies'.
 */
function readSums(sums: readonly string[], n: number): bigint[] | 'negative' | null {
  if (!Array.isArray(sums) || sums.length !== n) return null;
  const out: bigint[] = [];
  let negative = false;
  for (const s of sums) {
    if (typeof s !== 'string') return null;
    const minus = s.startsWith('-');
    const units = amountUnits(minus ? s.slice(1) : s);
    if (units === null || (minus && units === 0n)) return null;
    negative ||= minus;
    out.push(units);
  }
  return negative ? 'negative' : out;
}

/**
 * Checks a user's path: their leaf, recomputed from their id, salt and balances, hashed up with
 * each sibling, must give the published root, and the sums gathered on the way the published
 * totals. Every amount must be a non-negative decimal.
 */
export async function checkProof(proof: ProofToCheck, sha256: Sha256 = subtleSha256): Promise<ProofCheck> {
  const { currencies } = proof.published;
  const n = currencies.length;
  if (!currencies.every(isProofCurrency)) return { ok: false, fault: 'malformed' };
  const totals = readSums(proof.published.totals, n);
  const balances = readSums(proof.leaf.balances, n);
  if (!Array.isArray(totals) || !balances) return { ok: false, fault: 'malformed' };
  if (balances === 'negative') return { ok: false, fault: 'negative', step: 0 };
  if (!HEX64.test(proof.published.root) || proof.leaf.salt.includes('|') || proof.leaf.user_id.includes('|'))
    return { ok: false, fault: 'malformed' };
  if (proof.leaf.user_id !== proof.userId) return { ok: false, fault: 'user' };
  let node: SumNode = {
    hash: await sha256(leafText(currencies, proof.leaf.user_id, proof.leaf.salt, balances)),
    sums: balances,
  };
  if (node.hash !== proof.leaf.hash) return { ok: false, fault: 'leaf' };
  for (const [i, step] of proof.path.entries()) {
    const sums = readSums(step.sums, n);
    if (!sums || !HEX64.test(step.hash) || (step.side !== 'left' && step.side !== 'right'))
      return { ok: false, fault: 'malformed', step: i + 1 };
    if (sums === 'negative') return { ok: false, fault: 'negative', step: i + 1 };
    const sibling = { hash: step.hash, sums };
    const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling];
    node = { hash: await sha256(nodeText(currencies, left, right)), sums: addSums(left.sums, right.sums) };
  }
  if (node.hash !== proof.published.root) return { ok: false, fault: 'root' };
  if (node.sums.some((s, i) => s !== totals[i])) return { ok: false, fault: 'totals' };
  return { ok: true, root: node.hash };
}
