// The proof of liabilities on the wire (issue 41, ADR 27; the tree's rules in ./proof-rules.ts).
// Once a day the server publishes the root of a Merkle sum tree over every user's balances, with
// the totals per currency; each user can fetch their own leaf and path and check it against that
// root. Amounts are decimal strings; every list of amounts is in the publication's `currencies`
// order. Times are epoch milliseconds.
import { z } from 'zod';
import { wireInt } from './numbers';

/** What made a publication: the daily job, the first start of a deployment, or the developer call. */
export type ProofTrigger = 'daily' | 'start' | 'dev';

/** A balance of one of Kestrel's own (system) accounts: listed apart, never in the tree. */
export type ProofSystemBalance = {
  /** 'system:fees', 'system:market-maker', … */
  holder: string;
  currency: string;
  /** available + frozen; may be negative (a system account stands for money outside). */
  balance: string;
};

/** GET /proof/latest → ProofPublication | null (none yet): the latest published root. */
export type ProofPublication = {
  id: string;
  trigger: ProofTrigger;
  /** The instant of the balances it proves (the job's consistent read). */
  as_of: number;
  /** SHA-256 of the root (64 hex digits). */
  root: string;
  /** How many users (leaves) it holds. */
  leaf_count: number;
  /** The tree's currencies, sorted; every amount list below follows this order. */
  currencies: string[];
  /** The root's sums: what all users together held in each currency. */
  totals: string[];
  system: ProofSystemBalance[];
  /** The tree's format (contract/proof-rules.ts PROOF_FORMAT). */
  format: string;
};

/** The signed-in user's leaf: their id and salt (shown to them alone) and their balances. */
export type ProofLeaf = {
  user_id: string;
  /** 64 hex digits, this user's and this publication's alone. */
  salt: string;
  /** Over every account, available + frozen, per currency. */
  balances: string[];
  hash: string;
};

/** One sibling on the way from the leaf to the root. */
export type ProofPathStep = { side: 'left' | 'right'; hash: string; sums: string[] };

/**
 * GET /proof/mine (signed in) → the latest publication with the reader's leaf and path; `leaf`
 * null when they held nothing then (no balance yet), `publication` null when none exists.
 */
export type ProofMine = { publication: ProofPublication | null; leaf: ProofLeaf | null; path: ProofPathStep[] };

/** A difference the job found between the tree's totals and the ledger's own sums. */
export type ProofDifference = { currency: string; tree: string; ledger: string };

/**
 * GET /admin/proof/publications {page, limit} (back office) → {list, total, page, limit}, newest
 * first: publications, and the days the job refused to publish because the totals differed from
 * the ledger's (`mismatch`: no root, the differences and faults named).
 */
export type AdminProofPublication = Omit<ProofPublication, 'root'> & {
  status: 'published' | 'mismatch';
  root: string | null;
  /** The journal's sums for user holders, per currency (in `currencies` order). */
  ledger_totals: string[];
  differences: ProofDifference[];
  /** Balance rows that could not be put in a tree (unreadable, or a user's below zero). */
  faults: string[];
  created_at: number;
};
export type AdminProofPage = { list: AdminProofPublication[]; total: number; page: number; limit: number };

export const adminProofListRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 100 }).default(20),
});
