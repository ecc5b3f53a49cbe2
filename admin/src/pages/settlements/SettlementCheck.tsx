// The settlement auditor's report (issue 41; server/audit/): every settled outcome recomputed from
// the tick log and the ledger with the products' rules, then the ledger's own check. Run on demand:
// it reads the whole history, and on SQLite the server's writes wait while it does.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { AuditReport, Difference } from '../../../../contract/audit';
import { settlementCheck } from '../../api/calls';
import { errorText } from '../../api/client';
import { grouped } from '../../lib/format';
import { SettingsPanel } from '../../ui/SettingsPanel';
import { SettingsTable, type TableSpec } from '../../ui/SettingsTable';
import { ErrorNote, Loading } from '../../ui/states';

type Run =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; report: AuditReport }
  | { state: 'failed'; error: string };

const differenceTable: TableSpec<Difference & { n: number }, string> = {
  testId: 'settlement-differences',
  keyOf: (d) => String(d.n),
  rowTestId: (d) => `difference-${d.n}`,
  columns: [
    { head: <Trans>Kind</Trans>, cell: (d) => d.kind },
    { head: <Trans>Row</Trans>, cell: (d) => <span className="mono">{d.id}</span> },
    { head: <Trans>What</Trans>, cell: (d) => d.what },
    { head: <Trans>Expected</Trans>, cell: (d) => d.expected },
    { head: <Trans>Found</Trans>, cell: (d) => d.found },
  ],
};

type Count = { what: ReactNode; key: string; n: number };

const countTable: TableSpec<Count, string> = {
  testId: 'settlement-counts',
  keyOf: (c) => c.key,
  rowTestId: (c) => `count-${c.key}`,
  columns: [
    { head: <Trans>Checked</Trans>, cell: (c) => c.what },
    { head: <Trans>How many</Trans>, cell: (c) => grouped(String(c.n)), num: true },
  ],
};

/** The outcomes recomputed per kind, then the ledger's own figures. */
const countsOf = (r: AuditReport): Count[] => [
  ...Object.entries(r.counts).map(([kind, n]) => ({ what: kind, key: kind, n })),
  { what: <Trans>Ledger entries</Trans>, key: 'entries', n: r.ledger.entries },
  { what: <Trans>Entries not balanced</Trans>, key: 'faults', n: r.ledger.faults },
  { what: <Trans>Balances not equal to their journal</Trans>, key: 'balances', n: r.ledger.balanceDifferences },
];

export default function SettlementCheck() {
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const start = () => {
    setRun({ state: 'running' });
    settlementCheck().then(
      (report) => setRun({ state: 'done', report }),
      (err) => setRun({ state: 'failed', error: errorText(err) }),
    );
  };
  return (
    <section>
      <h1>
        <Trans>Settlement check</Trans>
      </h1>
      <p className="card" role="note">
        <Trans>
          Recomputes every settled outcome — spot fills, contract closes and overnight fees, seconds options, dual
          investment, crypto loans, lock mining, IEO allocations and NFT sales — from the recorded ticks and the ledger
          with the products' own rules, then checks that every ledger entry balances and every balance equals its
          journal. It reads the whole history: run it when the server is quiet. The same check runs from the command
          line as npm run audit.
        </Trans>
      </p>
      <button type="button" className="primary" onClick={start} disabled={run.state === 'running'}>
        <Trans>Run the check</Trans>
      </button>
      {run.state === 'running' && <Loading />}
      {run.state === 'failed' && <ErrorNote text={run.error} />}
      {run.state === 'done' && <Report report={run.report} />}
    </section>
  );
}

function Report({ report }: { report: AuditReport }) {
  const seconds = (report.tookMs / 1000).toFixed(1);
  const count = report.differenceCount;
  const shown = report.differences.length;
  return (
    <>
      <p role="status" data-testid="settlement-status" className={report.ok ? undefined : 'alert-text'}>
        {report.ok ? (
          <Trans>No differences ({seconds} s).</Trans>
        ) : (
          <Trans>
            {count} differences found ({seconds} s): look into each before anything else.
          </Trans>
        )}
      </p>
      <SettingsPanel titleId="settlement-counts-title" title={<Trans>Recomputed</Trans>}>
        <SettingsTable {...countTable} rows={countsOf(report)} />
      </SettingsPanel>
      {count > 0 && (
        <SettingsPanel
          titleId="settlement-differences-title"
          title={
            shown < count ? (
              <Trans>
                Differences (the first {shown} of {count})
              </Trans>
            ) : (
              <Trans>Differences</Trans>
            )
          }
        >
          <SettingsTable {...differenceTable} rows={report.differences.map((d, n) => ({ ...d, n }))} />
        </SettingsPanel>
      )}
    </>
  );
}
