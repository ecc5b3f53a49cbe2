// Seconds options orders (spec §2 transaction/seconds_order; GET /microtrade/lists): holding
// (open, with countdowns) and history (settled, with both ticks, the result and a link to the
// chart's minute), newest first, five at a time (spec §9). The socket's `option` events keep the
// rows current: an option that settles while shown shows its result in place.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { OptionOrder } from '../../../contract/options';
import { getOptions, OPTION_PAGE_SIZE } from '../../api/options';
import { useLiveRows } from '../../app/useLiveRows';
import { usePagedList } from '../../app/usePagedList';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { noteExpiries } from './parts/options/expiry';
import { OptionRow } from './parts/options/OptionRow';
import { useSettlementPoll } from './parts/options/useSettlementPoll';
import './options.css';
import './transaction.css';

type Status = 1 | 2;
const TABS: Tab<Status>[] = [
  { value: 1, label: msg`Holding` },
  { value: 2, label: msg`History` },
];

export default function SecondsOrder() {
  const [status, setStatus] = useState<Status>(1);
  return (
    <div className="page">
      <NavBar title={<Trans>Seconds options orders</Trans>} />
      <TabStrip tabs={TABS} value={status} onChange={setStatus} />
      <div role="tabpanel">
        <Options key={status} status={status} />
      </div>
    </div>
  );
}

function Options({ status }: { status: Status }) {
  const fetchPage = useCallback(
    (page: number) =>
      getOptions({ status }, page, { quiet: true }).then((r) => {
        noteExpiries(r.data);
        return r.data;
      }),
    [status],
  );
  const list = usePagedList(fetchPage, OPTION_PAGE_SIZE);
  /** Newer versions of listed options, from the socket or the settlement poll. */
  const [changed, setChanged] = useState<ReadonlyMap<string, OptionOrder>>(new Map());
  const apply = useCallback((order: OptionOrder) => {
    noteExpiries([order]);
    setChanged((m) => (m.get(order.id)?.status === 2 ? m : new Map(m).set(order.id, order)));
  }, []);
  const current = (o: OptionOrder) => {
    const newer = changed.get(o.id);
    return newer && newer.status >= o.status ? newer : o;
  };

  useLiveRows<OptionOrder>('option', list.rows, status, apply, list.reload);

  useSettlementPoll(status === 1 ? (list.rows ?? []).map(current) : null, apply);

  return (
    <PagedList
      list={list}
      className="order-list"
      empty={status === 1 ? <Trans>No open options</Trans> : <Trans>No options yet</Trans>}
      failure={<Trans>Your options could not be loaded. Check your connection and try again.</Trans>}
      row={(o) => <OptionRow key={o.id} order={current(o)} />}
    />
  );
}
