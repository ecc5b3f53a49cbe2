// Contract orders (spec §2 transaction/contract_order; POST /lever/my_trade): open positions with
// their live P&L, waiting entrusts, and the history — each close with its reason (by you,
// take-profit, stop-loss, liquidation), the recorded ticks it opened and closed at, the P&L, fees,
// overnight fees and what the insurance fund covered; newest first, ten at a time. The socket's
// `lever_position` events keep listed rows current and bring new ones; a reconnect loads again.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { LeverClosedEvent, LeverPosition } from '../../../contract/lever';
import { getLeverPositions, LEVER_PAGE_SIZE } from '../../api/lever';
import { useLiveRows } from '../../app/useLiveRows';
import { usePagedList } from '../../app/usePagedList';
import { onRealtime } from '../../realtime/socket';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { PositionRow } from './parts/contract/PositionRow';
import { usePositionActions } from './parts/contract/usePositionActions';
import './parts/contract/contract.css';
import './transaction.css';

type Status = 1 | 0 | 3;
const TABS: Tab<Status>[] = [
  { value: 1, label: msg({ message: 'Open', context: 'open positions' }) },
  { value: 0, label: msg`Entrusts` },
  { value: 3, label: msg`History` },
];

export default function ContractOrder() {
  const [status, setStatus] = useState<Status>(1);
  return (
    <div className="page">
      <NavBar title={<Trans>Contract positions</Trans>} />
      <TabStrip tabs={TABS} value={status} onChange={setStatus} />
      <div role="tabpanel">
        <Positions key={status} status={status} />
      </div>
    </div>
  );
}

function Positions({ status }: { status: Status }) {
  const fetchPage = useCallback(
    (page: number) => getLeverPositions({ status }, page, LEVER_PAGE_SIZE, { quiet: true }).then((r) => r.data),
    [status],
  );
  const list = usePagedList(fetchPage, LEVER_PAGE_SIZE);
  /** Newer versions of listed positions, from the socket or an action here. */
  const [changed, setChanged] = useState<ReadonlyMap<string, LeverPosition>>(new Map());
  const apply = useCallback((p: LeverPosition) => setChanged((m) => new Map(m).set(p.id, p)), []);
  const current = (p: LeverPosition) => changed.get(p.id) ?? p;
  const { reload } = list;

  // A position closes (or an entrust fills or is cancelled): the closed history gains a row.
  useLiveRows<LeverPosition>('lever_position', list.rows, status === 3 ? 3 : status, apply, reload);
  useEffect(
    () => (status === 3 ? onRealtime<LeverClosedEvent>('lever_closed', () => reload()) : () => undefined),
    [status, reload],
  );
  const actions = usePositionActions(apply, reload);

  return (
    <PagedList
      list={list}
      className="order-list"
      empty={
        status === 1 ? (
          <Trans>No open positions</Trans>
        ) : status === 0 ? (
          <Trans>No waiting entrusts</Trans>
        ) : (
          <Trans>No closed positions yet</Trans>
        )
      }
      failure={<Trans>Your positions could not be loaded. Check your connection and try again.</Trans>}
      row={(row) => {
        const p = current(row);
        return (
          <PositionRow
            key={p.id}
            position={p}
            busy={actions.busy.has(p.id)}
            onClose={p.status === 1 ? () => void actions.close(p) : undefined}
            onCancel={p.status === 0 ? () => void actions.cancel(p) : undefined}
          />
        );
      }}
    />
  );
}
