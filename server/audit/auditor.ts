// The settlement auditor (issue 41): from the tick log and the ledger alone, every settled outcome
// is recomputed with the products' rules and compared with what is stored and what the ledger
// paid; then the ledger's own check (every entry balances, every balance equals its journal).
// One snapshot of the database is read, so a settlement being written is seen whole or not at all.
// Used by `npm run audit` (scripts/audit.ts) and the back office's settlement report.
import type { Db, DbKind } from '../core/db';
import { rebuildBalances } from '../ledger/rebuild';
import { consistently } from '../ledger/snapshot';
import type { AuditContext, Checker } from './checker';
import { copyChecker } from './checks/copy';
import { dualChecker } from './checks/dual';
import { earnChecker } from './checks/earn';
import { ieoChecker } from './checks/ieo';
import { leverChecker } from './checks/lever';
import { loansChecker } from './checks/loans';
import { nftChecker } from './checks/nft';
import { nftMarginsChecker } from './checks/nft-margins';
import { optionsChecker } from './checks/options';
import { overnightChecker } from './checks/overnight';
import { spotChecker } from './checks/spot';
import { type AuditReport, makeFindings } from './report';
import { entriesOf, makeTickTimes } from './source';

const checkers = (): Checker[] => [
  spotChecker(),
  leverChecker(),
  overnightChecker(),
  optionsChecker(),
  dualChecker(),
  loansChecker(),
  earnChecker(),
  ieoChecker(),
  nftChecker(),
  nftMarginsChecker(),
  copyChecker(),
];

export async function runAudit(db: Db, kind: DbKind, now: () => number = Date.now): Promise<AuditReport> {
  const started = now();
  const findings = makeFindings();
  await consistently(db, kind, false, async (reader) => {
    const ctx: AuditContext = { db: reader as Db, findings, ticks: makeTickTimes(reader as Db) };
    const all = checkers();
    for (const c of all) await c.rows(ctx);
    const byKind = new Map(all.flatMap((c) => c.entryKinds.map((k) => [k, c] as const)));
    for await (const page of entriesOf(ctx.db, [...byKind.keys()]))
      for (const e of page) byKind.get(e.kind)?.entry(e, ctx);
    for (const c of all) c.finish(ctx);
  });
  const journal = await rebuildBalances(db, kind);
  for (const f of journal.faults) findings.differ('ledger', f.entryId, 'entry', 'balanced postings', f.fault);
  for (const d of journal.differences)
    findings.differ('ledger', d.key, 'balance', JSON.stringify(d.journal), JSON.stringify(d.projection));
  return {
    counts: findings.counts,
    differences: findings.differences,
    differenceCount: findings.differenceCount(),
    ledger: {
      entries: journal.entries,
      postings: journal.postings,
      faults: journal.faults.length,
      balanceDifferences: journal.differences.length,
    },
    ok: findings.differenceCount() === 0 && journal.ok,
    tookMs: now() - started,
  };
}
