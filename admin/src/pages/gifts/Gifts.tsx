// Crypto gifts (issue 39): every gift, read only — who sent what, split how, how far it was claimed
// and what went back at expiry. There is deliberately no action here: no operator sends, claims,
// expires or changes a gift, and the claim code shows only its first characters (enough to find
// a gift a customer names, not to claim it). Newest first and paged, by state.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminGift } from '../../../../contract/gifts';
import { adminGifts, type GiftListState } from '../../api/calls';
import { dateTime, grouped } from '../../lib/format';
import { Pager } from '../../ui/Pager';
import { SettingsPanel } from '../../ui/SettingsPanel';
import { SettingsTable, type TableSpec } from '../../ui/SettingsTable';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

export const GIFTS_PAGE_SIZE = 20;

const STATES = [
  { key: 'all', label: msg`All` },
  { key: 'open', label: msg`Open` },
  { key: 'done', label: msg`All claimed` },
  { key: 'expired', label: msg`Expired` },
];

const stateText = (g: AdminGift) =>
  g.state === 'open' ? <Trans>Open</Trans> : g.state === 'done' ? <Trans>All claimed</Trans> : <Trans>Expired</Trans>;

const table: TableSpec<AdminGift, string> = {
  testId: 'gifts',
  keyOf: (g) => g.id,
  rowTestId: (g) => `gift-${g.id}`,
  // Few, narrow columns: the list fits the screen beside the navigation without scrolling.
  columns: [
    { head: <Trans>Sent</Trans>, cell: (g) => `${dateTime(g.created_at)} · ${g.code_hint}`, num: true },
    {
      head: <Trans>Sender</Trans>,
      cell: (g) =>
        g.demo ? <Trans>Demo desk</Trans> : <Link to={`/users/${g.sender}`}>{g.sender_name || g.sender}</Link>,
    },
    {
      head: <Trans>Amount</Trans>,
      cell: (g) => (
        <>
          {grouped(g.amount)} {g.currency} ·{' '}
          {g.mode === 'equal' ? <Trans>{g.parts} equal</Trans> : <Trans>{g.parts} random</Trans>}
        </>
      ),
      num: true,
    },
    { head: <Trans>Claimed</Trans>, cell: (g) => `${g.claimed_count} · ${grouped(g.claimed_amount)}`, num: true },
    { head: <Trans>Returned</Trans>, cell: (g) => (g.refunded === null ? '—' : grouped(g.refunded)), num: true },
    { head: <Trans>State</Trans>, cell: stateText },
    { head: <Trans>Message</Trans>, cell: (g) => <div className="ellipsis">{g.message || '—'}</div> },
  ],
};

export default function Gifts() {
  const [state, setState] = useState<GiftListState>('all');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => adminGifts(state, { page, limit: GIFTS_PAGE_SIZE }), [state, page]);
  const total = loaded.data?.total ?? 0;
  return (
    <section>
      <h1>
        <Trans>Crypto gifts</Trans>
      </h1>
      <p className="muted" data-testid="gifts-note">
        <Trans>
          Read only. A gift's amount is frozen in the sender's spot account; each claim moves one part (drawn when the
          gift was sent) to the claimer, and what is unclaimed after 24 hours goes back to the sender by the expiry job.
          No back-office action can send, claim or change a gift.
        </Trans>
      </p>
      <SettingsPanel
        titleId="gifts-list-title"
        title={<Trans>Gifts</Trans>}
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
          value={state}
          onChange={(k) => {
            setState(STATES.some((s) => s.key === k) ? (k as GiftListState) : 'all');
            setPage(1);
          }}
        />
        <LoadState
          loaded={loaded}
          isEmpty={(d) => d.list.length === 0 && page === 1}
          empty={<Trans>No gift yet.</Trans>}
        >
          {(d) => (
            <>
              <SettingsTable {...table} rows={d.list} />
              <Pager
                page={page}
                count={page * GIFTS_PAGE_SIZE < d.total ? GIFTS_PAGE_SIZE : 0}
                limit={GIFTS_PAGE_SIZE}
                onPage={setPage}
              />
            </>
          )}
        </LoadState>
      </SettingsPanel>
    </section>
  );
}
