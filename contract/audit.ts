// The settlement auditor's report on the wire (issue 41; server/audit/, README "The settlement
// auditor"): GET /api/admin/audit/check (permission `audit`) and `npm run audit -- --json`.
export type Difference = {
  /** The kind of settlement ('option', 'dual', 'loan', 'contract', 'spot fill', 'ledger'). */
  kind: string;
  /** The row that differs: an option, order, loan, position, trade or ledger entry id. */
  id: string;
  what: string;
  expected: string;
  found: string;
};

export type AuditReport = {
  /** Outcomes recomputed, per kind. */
  counts: Record<string, number>;
  /** The first differences found (at most 1,000), and how many there were in all. */
  differences: Difference[];
  differenceCount: number;
  /** The ledger's own check: entries balance and the balances equal the journal. */
  ledger: { entries: number; postings: number; faults: number; balanceDifferences: number };
  ok: boolean;
  tookMs: number;
};
