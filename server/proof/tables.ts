import type { ProofTrigger } from '../../contract/proof';

/** A user's salt secret (issue 41): each publication's salt is derived from it (./salt.ts). Never changes. */
export interface ProofSaltTable {
  user_id: string;
  /** 32 random bytes, hex. */
  secret: string;
  created_at: number;
}

/**
 * A publication of the proof of liabilities, or a day the job refused one (`mismatch`: the tree's
 * totals were not the ledger's; no root then). Kept for good. Lists are JSON text: `currencies`
 * (sorted), and `totals` and `ledger_totals` as decimal strings in that order; `system`
 * [{holder, currency, balance}]; `differences` [{currency, tree, ledger}]; `faults` [text].
 */
export interface ProofPublicationTable {
  /** Sorts by time (Ids.sortable); each user's salt for the publication is derived from it. */
  id: string;
  trigger: ProofTrigger;
  /** The daily job's period (days since the epoch, UTC) it was made for; null for the others. */
  period: number | null;
  status: 'published' | 'mismatch';
  as_of: number;
  root: string | null;
  leaf_count: number;
  currencies: string;
  totals: string;
  ledger_totals: string;
  system: string;
  differences: string;
  faults: string;
  created_at: number;
}

/**
 * A node of a published tree: level 0 the leaves (with their user), each level up the parents, in
 * tree order (`idx`). `sums` is a JSON list of decimal strings in the publication's currency order.
 */
export interface ProofNodeTable {
  publication_id: string;
  level: number;
  idx: number;
  hash: string;
  sums: string;
  user_id: string | null;
}
