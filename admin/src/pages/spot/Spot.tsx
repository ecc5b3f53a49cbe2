// Spot trading: the market maker's inventory and P&L (what was put in, what it holds now, the
// change valued at the recorded USDT prices; its trades and volume), and every pair's settings,
// which administrators edit (audited; orders already placed keep the terms they were made under).
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AdminSpotPair, SpotMakerReport } from '../../../../contract/admin';
import { spotMaker, spotPairs } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { Fact } from '../../ui/Fact';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { PairEditor } from './PairEditor';

export default function Spot() {
  return (
    <section>
      <h1>
        <Trans>Spot trading</Trans>
      </h1>
      <MakerPanel />
      <PairsPanel />
    </section>
  );
}

const signed = (v: string | null) => (v === null ? '—' : v.startsWith('-') || v === '0' ? v : `+${v}`);

function MakerPanel() {
  const loaded = useLoad(() => spotMaker(), []);
  return (
    <section aria-labelledby="maker-title">
      <div className="row spread">
        <h2 id="maker-title">
          <Trans>Market maker P&L</Trans>
        </h2>
        <button type="button" onClick={loaded.reload} disabled={loaded.loading}>
          {loaded.loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
        </button>
      </div>
      <LoadState loaded={loaded}>{(r) => <MakerTable report={r} />}</LoadState>
    </section>
  );
}

function MakerTable({ report }: { report: SpotMakerReport }) {
  const { holder } = report;
  const time = dateTime(report.time);
  const currencies = report.unpriced.join(', ');
  return (
    <>
      <p className="muted">
        <Trans>
          Holder {holder}: its balance now against what was put in (maker inventory entries), valued at the USDT prices
          recorded at {time}.
        </Trans>
      </p>
      <table data-testid="maker-table">
        <thead>
          <tr>
            <th>
              <Trans>Currency</Trans>
            </th>
            <th>
              <Trans>Put in</Trans>
            </th>
            <th>
              <Trans>Now</Trans>
            </th>
            <th>
              <Trans>Change</Trans>
            </th>
            <th>
              <Trans>Price (USDT)</Trans>
            </th>
            <th>
              <Trans>Value now (USDT)</Trans>
            </th>
            <th>
              <Trans>P&L (USDT)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.currencies.map((c) => (
            <tr key={c.currency}>
              <td>{c.currency}</td>
              <td className="num">{c.put_in}</td>
              <td className="num">{c.now}</td>
              <td className="num">{signed(c.change)}</td>
              <td className="num" title={c.tick_id ? `tick ${c.tick_id}` : undefined}>
                {c.price ?? '—'}
              </td>
              <td className="num">{c.now_value ?? '—'}</td>
              <td className="num">{signed(c.change_value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6}>
              <Trans>Total P&L (USDT)</Trans>
            </th>
            <td className="num" data-testid="maker-pnl">
              <strong>{signed(report.pnl)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {report.unpriced.length > 0 ? (
        <p className="error-note" role="note">
          <Trans>No recorded price yet, left out of the total: {currencies}</Trans>
        </p>
      ) : null}
      <dl className="facts">
        <Fact label={<Trans>Trades, last 24 hours</Trans>} data-testid="maker-trades-day">
          {report.trades.day.count}
        </Fact>
        <Fact label={<Trans>Volume, last 24 hours (USDT)</Trans>}>{report.trades.day.volume}</Fact>
        <Fact label={<Trans>Trades, all time</Trans>} data-testid="maker-trades-all">
          {report.trades.all.count}
        </Fact>
        <Fact label={<Trans>Volume, all time (USDT)</Trans>}>{report.trades.all.volume}</Fact>
      </dl>
    </>
  );
}

function PairsPanel() {
  const { operator } = useSnapshot(adminSession);
  const editable = can(operator?.role, 'products.write');
  const loaded = useLoad(() => spotPairs(), []);
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const onSaved = (p: AdminSpotPair) => {
    setEditing(null);
    setSaved(p.symbol);
    loaded.reload();
  };
  return (
    <div>
      <h2>
        <Trans>Pairs</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Rates are fractions (0.001 = 0.1 %). An order keeps the fee rates it was placed under; amount decimals change
          only while a pair has no open orders.
        </Trans>
      </p>
      {saved ? (
        <p className="ok-note" role="status">
          <Trans>Saved {saved}.</Trans>
        </p>
      ) : null}
      <LoadState loaded={loaded}>
        {(list) => {
          const current = list.find((p) => p.instrument_id === editing);
          return (
            <>
              {current ? (
                <PairEditor
                  key={current.instrument_id}
                  pair={current}
                  onSaved={onSaved}
                  onCancel={() => setEditing(null)}
                />
              ) : null}
              <div className="scroll-x">
                <PairsTable
                  list={list}
                  editable={editable}
                  editing={editing}
                  onEdit={(id) => {
                    setSaved(null);
                    setEditing(editing === id ? null : id);
                  }}
                />
              </div>
            </>
          );
        }}
      </LoadState>
    </div>
  );
}

function PairsTable({
  list,
  editable,
  editing,
  onEdit,
}: {
  list: AdminSpotPair[];
  editable: boolean;
  editing: number | null;
  onEdit: (id: number) => void;
}) {
  return (
    <table data-testid="pairs-table">
      <thead>
        <tr>
          <th>
            <Trans>Pair</Trans>
          </th>
          <th>
            <Trans>Trading</Trans>
          </th>
          <th>
            <Trans>Maker fee</Trans>
          </th>
          <th>
            <Trans>Taker fee</Trans>
          </th>
          <th>
            <Trans>Decimals (price / amount)</Trans>
          </th>
          <th>
            <Trans>Least amount</Trans>
          </th>
          <th>
            <Trans>Least value</Trans>
          </th>
          <th>
            <Trans>Protection</Trans>
          </th>
          <th>
            <Trans>Open orders per user</Trans>
          </th>
          <th>
            <Trans>Maker quotes (levels × step, value)</Trans>
          </th>
          <th>
            <Trans>Open orders</Trans>
          </th>
          <th>
            <Trans>Updated</Trans>
          </th>
          {editable ? <th /> : null}
        </tr>
      </thead>
      <tbody>
        {list.map((p) => (
          <tr key={p.instrument_id} data-testid={`pair-${p.symbol}`}>
            <td>{p.symbol}</td>
            <td>{p.enabled === 1 ? <Trans>On</Trans> : <Trans>Off</Trans>}</td>
            <td className="num">{p.maker_fee}</td>
            <td className="num">{p.taker_fee}</td>
            <td className="num">
              {p.price_decimals} / {p.amount_decimals}
            </td>
            <td className="num">
              {p.min_amount} {p.base}
            </td>
            <td className="num">
              {p.min_total} {p.quote}
            </td>
            <td className="num">{p.market_protection}</td>
            <td className="num">{p.max_open_orders}</td>
            <td className="num">
              {p.maker_levels} × {p.maker_step}, {p.maker_level_value} {p.quote}
            </td>
            <td className="num">{p.open_orders}</td>
            <td className="num">{dateTime(p.updated_at)}</td>
            {editable ? (
              <td>
                <button
                  type="button"
                  onClick={() => onEdit(p.instrument_id)}
                  aria-expanded={editing === p.instrument_id}
                >
                  {editing === p.instrument_id ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
