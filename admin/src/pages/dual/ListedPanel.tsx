// The dual-investment products listed from the plans, newest first and paged: terms, what was sold,
// the orders, and once settled the tick it settled on (its id, price and time, UTC).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DualStatus } from '../../../../contract/dual';
import { dualProducts } from '../../api/calls';
import { grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { Pager } from '../../ui/Pager';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { TYPE_LABELS, utcText } from './terms';

export const LISTED_PAGE_SIZE = 20;

const STATUS_LABELS: Record<DualStatus, MessageDescriptor> = {
  1: msg`On sale`,
  2: msg`Sale closed`,
  3: msg`Settled`,
};

export function ListedPanel() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => dualProducts({ page, limit: LISTED_PAGE_SIZE }), [page]);
  const total = loaded.data?.total ?? 0;
  return (
    <section aria-labelledby="dual-listed-title">
      <div className="row spread">
        <h2 id="dual-listed-title">
          <Trans>Listed products</Trans>
        </h2>
        <div className="row">
          {loaded.data ? (
            <span className="muted">
              <Trans>{total} in all</Trans>
            </span>
          ) : null}
          <button type="button" onClick={loaded.reload} disabled={loaded.loading}>
            {loaded.loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
          </button>
        </div>
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(d) => d.list.length === 0 && page === 1}
        empty={<Trans>No product has been listed yet.</Trans>}
      >
        {(d) => (
          <>
            {/* Wider than the screen: keyboard users scroll it too (it takes the focus). */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
            <div className="scroll-x" tabIndex={0}>
              <table data-testid="dual-products">
                <thead>
                  <tr>
                    <th>
                      <Trans>Product</Trans>
                    </th>
                    <th>
                      <Trans>Plan</Trans>
                    </th>
                    <th>
                      <Trans>Type</Trans>
                    </th>
                    <th>
                      <Trans>Linked price (USDT)</Trans>
                    </th>
                    <th>
                      <Trans>Listed at price</Trans>
                    </th>
                    <th>
                      <Trans>APR</Trans>
                    </th>
                    <th>
                      <Trans>Days</Trans>
                    </th>
                    <th>
                      <Trans>Share size</Trans>
                    </th>
                    <th>
                      <Trans>Sold / total shares</Trans>
                    </th>
                    <th>
                      <Trans>Orders</Trans>
                    </th>
                    <th>
                      <Trans>Sale (UTC)</Trans>
                    </th>
                    <th>
                      <Trans>Settles at</Trans>
                    </th>
                    <th>
                      <Trans>Status</Trans>
                    </th>
                    <th>
                      <Trans>Settled on tick (id, price, time)</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((p) => {
                    const apr = percentOf(p.rate);
                    return (
                      <tr key={p.id} data-testid={`dual-product-${p.id}`}>
                        <td>
                          {p.id} · {p.name}
                        </td>
                        <td className="num">{p.plan_id ?? '—'}</td>
                        <td>
                          {p.coin} · {i18n._(TYPE_LABELS[p.type])}
                        </td>
                        <td className="num">{grouped(p.exercise_price)}</td>
                        <td className="num">{grouped(p.listed_price)}</td>
                        <td className="num" title={p.rate}>
                          {apr === null ? p.rate : `${apr} %`}
                        </td>
                        <td className="num">{p.days}</td>
                        <td className="num">
                          {grouped(p.share_size)} {p.invest_currency}
                        </td>
                        <td className="num">
                          {p.purchased_number} / {p.total_number}
                        </td>
                        <td className="num">{p.orders}</td>
                        <td className="num">
                          {utcText(p.start_time)}
                          <br />
                          {utcText(p.end_time)}
                        </td>
                        <td className="num">{utcText(p.settle_at)}</td>
                        <td>{i18n._(STATUS_LABELS[p.status])}</td>
                        <td className="num">
                          {p.settle_tick_id === null ? (
                            '—'
                          ) : (
                            <>
                              #{p.settle_tick_id} · {grouped(p.settle_price ?? '')}
                              <br />
                              {utcText(p.settle_time)}
                            </>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {/* The total is known: Next only while there is more. */}
            <Pager
              page={page}
              count={page * LISTED_PAGE_SIZE < d.total ? LISTED_PAGE_SIZE : 0}
              limit={LISTED_PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
