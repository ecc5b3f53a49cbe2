// The proof of liabilities (issue 41), read only: each publication of the daily job (and of a
// demo's first start) with its root, how many customers and their totals, and each day the job
// refused to publish because the balances did not add up to the ledger's own sums — an alert to
// look into, with the differences and faults it found. Nothing here publishes or changes anything.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminProofPublication, ProofDifference } from '../../../../contract/proof';
import { proofPublications } from '../../api/calls';
import { grouped } from '../../lib/format';
import { Pager } from '../../ui/Pager';
import { SettingsPanel } from '../../ui/SettingsPanel';
import { SettingsTable, type TableSpec } from '../../ui/SettingsTable';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { utcText } from '../dual/terms';

export const PROOF_PAGE_SIZE = 20;

export default function Proof() {
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => proofPublications({ page, limit: PROOF_PAGE_SIZE }), [page]);
  const columns = useColumns();
  return (
    <section>
      <h1>
        <Trans>Proof of liabilities</Trans>
      </h1>
      <p className="card" role="note" data-testid="proof-note">
        <Trans>
          Once a day (00:00 UTC) the job puts every customer's balances in a Merkle sum tree and publishes its root and
          totals; customers check their own leaf against it in the app. Kestrel's own accounts are listed apart. Before
          publishing, the totals are compared with the ledger's own sums: when they differ nothing is published and the
          day shows here as a mismatch, to be looked into.
        </Trans>
      </p>
      <SettingsPanel
        titleId="proof-list-title"
        title={<Trans>Publications</Trans>}
        refresh={{ loading: loaded.loading, onRefresh: loaded.reload }}
      >
        <LoadState
          loaded={loaded}
          isEmpty={(d) => d.list.length === 0 && page === 1}
          empty={<Trans>Nothing has been published yet.</Trans>}
        >
          {(d) => (
            <>
              <SettingsTable {...columns} rows={d.list} />
              <Pager
                page={page}
                count={page * PROOF_PAGE_SIZE < d.total ? PROOF_PAGE_SIZE : 0}
                limit={PROOF_PAGE_SIZE}
                onPage={setPage}
              />
            </>
          )}
        </LoadState>
      </SettingsPanel>
    </section>
  );
}

/** One line per currency: `USDT 1,000.5`. */
function Amounts({ currencies, amounts }: { currencies: string[]; amounts: string[] }) {
  if (currencies.length === 0) return <>—</>;
  return (
    <>
      {currencies.map((c, i) => (
        <div key={c}>
          {c} {grouped(amounts[i] ?? '0')}
        </div>
      ))}
    </>
  );
}

/** A currency whose customers' balances are not the ledger's sum. */
function Difference({ difference }: { difference: ProofDifference }) {
  const currency = difference.currency;
  const balances = grouped(difference.tree);
  const ledger = grouped(difference.ledger);
  return (
    <li>
      <Trans>
        {currency}: balances {balances}, ledger {ledger}
      </Trans>
    </li>
  );
}

function useColumns(): TableSpec<AdminProofPublication, string> {
  const { t } = useLingui();
  const triggers = { daily: t`Daily`, start: t`First start`, dev: t`On demand (demo)` };
  return {
    testId: 'proof-publications',
    keyOf: (p) => p.id,
    rowTestId: (p) => `proof-${p.id}`,
    columns: [
      { head: <Trans>Balances as of</Trans>, cell: (p) => utcText(p.as_of), num: true },
      { head: <Trans>Made by</Trans>, cell: (p) => triggers[p.trigger] },
      {
        head: <Trans>Status</Trans>,
        cell: (p) =>
          p.status === 'published' ? (
            <Trans>Published</Trans>
          ) : (
            <strong className="alert-text">
              <Trans>Mismatch: not published</Trans>
            </strong>
          ),
      },
      { head: <Trans>Root</Trans>, cell: (p) => <span className="mono">{p.root ?? '—'}</span> },
      { head: <Trans>Customers</Trans>, cell: (p) => (p.status === 'published' ? p.leaf_count : '—'), num: true },
      {
        head: <Trans>Customers' totals</Trans>,
        cell: (p) => <Amounts currencies={p.currencies} amounts={p.totals} />,
        num: true,
      },
      {
        head: <Trans>Against the ledger</Trans>,
        cell: (p) =>
          p.differences.length === 0 && p.faults.length === 0 ? (
            <Trans>Equal</Trans>
          ) : (
            <ul className="plain">
              {p.differences.map((d) => (
                <Difference key={d.currency} difference={d} />
              ))}
              {p.faults.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ),
      },
    ],
  };
}
