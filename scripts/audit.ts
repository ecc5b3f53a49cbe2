// The settlement auditor (issue 41) on the database the server would use (same DATA_DIR /
// DATABASE_URL): recomputes every settled outcome from the tick log and the ledger, prints the
// counts per kind, every difference (at most the first 1,000) and the ledger's own check, and
// exits 1 when anything differs. Safe beside a running server: it only reads (on SQLite, WAL lets
// it read while the server writes).
//
//   npm run audit            (add --json for the report as JSON)
import { parseArgs } from 'node:util';
import { runAudit } from '../server/audit/auditor';
import { loadConfig } from '../server/core/config';
import { openDb } from '../server/core/db';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
const opened = openDb(loadConfig());
try {
  const report = await runAudit(opened.db, opened.kind);
  if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    const counts = Object.entries(report.counts).map(([k, n]) => `${k} ${n.toLocaleString('en')}`);
    process.stdout.write(`settlements recomputed: ${counts.join(', ') || 'none'}\n`);
    process.stdout.write(
      `ledger: ${report.ledger.entries.toLocaleString('en')} entries, ${report.ledger.postings.toLocaleString('en')} postings, ${report.ledger.faults} faulty, ${report.ledger.balanceDifferences} balances differing\n`,
    );
    for (const d of report.differences)
      process.stdout.write(`DIFFERS ${d.kind} ${d.id}: ${d.what} — expected ${d.expected}, found ${d.found}\n`);
    process.stdout.write(
      `${report.ok ? 'no differences' : `${report.differenceCount} difference(s)`} (${(report.tookMs / 1000).toFixed(1)} s)\n`,
    );
  }
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await opened.db.destroy();
}
