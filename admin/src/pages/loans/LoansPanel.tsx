// Every user's loans, read only: open ones with what is owed, the collateral, the LTV at the latest
// recorded price and the lines' prices (a loan at or past its margin call marked), closed ones with
// how they ended and the tick a settlement sold at. Newest first and paged.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminLoan } from '../../../../contract/loans';
import { adminLoans } from '../../api/calls';
import { dateTime, grouped } from '../../lib/format';
import { percentText } from '../../lib/percent';
import { units } from '../../lib/terms';
import { Pager } from '../../ui/Pager';
import { SettingsPanel } from '../../ui/SettingsPanel';
import { SettingsTable, type TableSpec } from '../../ui/SettingsTable';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

export const LOANS_PAGE_SIZE = 20;

type Which = 'open' | 'closed';

const STATES = [
  { key: 'open', label: msg`Open` },
  { key: 'closed', label: msg`Closed` },
];

/** An LTV in per cent with two decimals, marked when at or past the margin-call line (or called). */
function LtvCell({ loan: l }: { loan: AdminLoan }) {
  if (l.ltv === null) return <>—</>;
  const called = l.margin_called || units(l.ltv) >= units(l.call_ltv);
  return (
    <span data-called={called}>
      {percentText(l.ltv)}
      {called ? (
        <>
          {' '}
          <strong>
            <Trans>margin call</Trans>
          </strong>
        </>
      ) : null}
    </span>
  );
}

const openColumns: TableSpec<AdminLoan, string>['columns'] = [
  { head: <Trans>Principal</Trans>, cell: (l) => grouped(l.principal), num: true },
  { head: <Trans>Unpaid interest</Trans>, cell: (l) => grouped(l.interest), num: true },
  { head: <Trans>Collateral</Trans>, cell: (l) => `${l.collateral} ${l.collateral_currency}`, num: true },
  { head: <Trans>LTV now</Trans>, cell: (l) => <LtvCell loan={l} />, num: true },
  {
    head: <Trans>Price (tick)</Trans>,
    cell: (l) => (l.price ? `${grouped(l.price.price)} #${l.price.id}` : '—'),
    num: true,
  },
  { head: <Trans>Margin-call price</Trans>, cell: (l) => grouped(l.call_price), num: true },
  { head: <Trans>Liquidation price</Trans>, cell: (l) => grouped(l.liquidation_price), num: true },
  {
    head: <Trans>Due</Trans>,
    cell: (l) => (l.due_at === null ? <Trans>flexible</Trans> : dateTime(l.due_at)),
    num: true,
  },
];

const closedColumns: TableSpec<AdminLoan, string>['columns'] = [
  {
    head: <Trans>Ended</Trans>,
    cell: (l) => (l.state === 'repaid' ? <Trans>Repaid</Trans> : <Trans>Settled from collateral</Trans>),
  },
  { head: <Trans>Interest paid</Trans>, cell: (l) => grouped(l.interest_paid), num: true },
  {
    head: <Trans>Settled on tick (id, price, time)</Trans>,
    cell: (l) =>
      l.closed_tick ? `#${l.closed_tick.id} · ${grouped(l.closed_tick.price)} · ${dateTime(l.closed_tick.time)}` : '—',
    num: true,
  },
  { head: <Trans>Not covered</Trans>, cell: (l) => (l.shortfall === null ? '—' : grouped(l.shortfall)), num: true },
  { head: <Trans>Closed</Trans>, cell: (l) => dateTime(l.closed_at), num: true },
];

const tableOf = (which: Which): TableSpec<AdminLoan, string> => ({
  testId: `loans-${which}`,
  keyOf: (l) => l.id,
  rowTestId: (l) => `loan-${l.id}`,
  columns: [
    { head: <Trans>Loan</Trans>, cell: (l) => l.id },
    { head: <Trans>User</Trans>, cell: (l) => <Link to={`/users/${l.user_id}`}>{l.user_id}</Link> },
    { head: <Trans>Product</Trans>, cell: (l) => `${l.product_id} · ${l.borrow_currency} / ${l.collateral_currency}` },
    { head: <Trans>Term (days)</Trans>, cell: (l) => l.term, num: true },
    { head: <Trans>Interest a day</Trans>, cell: (l) => percentText(l.daily_rate), num: true },
    ...(which === 'open' ? openColumns : closedColumns),
    { head: <Trans>Borrowed</Trans>, cell: (l) => dateTime(l.created_at), num: true },
  ],
});

export function LoansPanel() {
  const [which, setWhich] = useState<Which>('open');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => adminLoans(which, { page, limit: LOANS_PAGE_SIZE }), [which, page]);
  const total = loaded.data?.total ?? 0;
  return (
    <SettingsPanel
      titleId="loans-list-title"
      title={<Trans>Customers' loans</Trans>}
      tools={
        loaded.data ? (
          <span className="muted">
            <Trans>{total} in all</Trans>
          </span>
        ) : null
      }
      refresh={{ loading: loaded.loading, onRefresh: loaded.reload }}
    >
      <StateTabs
        states={STATES}
        value={which}
        onChange={(k) => {
          setWhich(k === 'closed' ? 'closed' : 'open');
          setPage(1);
        }}
      />
      <LoadState
        loaded={loaded}
        isEmpty={(d) => d.list.length === 0 && page === 1}
        empty={which === 'open' ? <Trans>No open loan.</Trans> : <Trans>No closed loan yet.</Trans>}
      >
        {(d) => (
          <>
            <SettingsTable {...tableOf(which)} rows={d.list} />
            <Pager
              page={page}
              count={page * LOANS_PAGE_SIZE < d.total ? LOANS_PAGE_SIZE : 0}
              limit={LOANS_PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )}
      </LoadState>
    </SettingsPanel>
  );
}
