// Spot trading: the market maker's inventory and P&L (what was put in, what it holds now, the
// change valued at the recorded USDT prices; its trades and volume), and every pair's settings,
// which administrators edit (audited; orders already placed keep the terms they were made under).
import { Trans } from '@lingui/react/macro';
import type { AdminSpotPair, SpotMakerReport } from '../../../../contract/admin';
import { spotMaker, spotPairs } from '../../api/calls';
import { dateTime, signed } from '../../lib/format';
import { Fact } from '../../ui/Fact';
import { useEditable } from '../../ui/SettingsPage';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
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

function MakerPanel() {
  const loaded = useLoad(() => spotMaker(), []);
  return (
    <SettingsPanel
      titleId="maker-title"
      title={<Trans>Market maker P&L</Trans>}
      refresh={{ loading: loaded.loading, onRefresh: loaded.reload }}
    >
      <LoadState loaded={loaded}>{(r) => <MakerTable report={r} />}</LoadState>
    </SettingsPanel>
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
  const editable = useEditable();
  const loaded = useLoad(() => spotPairs(), []);
  const edit = useEditing<number, string>();
  const saved = edit.saved;
  const onSaved = (p: AdminSpotPair) => {
    edit.done(p.symbol);
    loaded.reload();
  };
  return (
    <SettingsPanel
      titleId="pairs-title"
      title={<Trans>Pairs</Trans>}
      about={
        <Trans>
          Rates are fractions (0.001 = 0.1 %). An order keeps the fee rates it was placed under; amount decimals change
          only while a pair has no open orders.
        </Trans>
      }
      saved={saved ? <Trans>Saved {saved}.</Trans> : null}
    >
      <LoadState loaded={loaded}>
        {(list) => {
          const current = list.find((p) => p.instrument_id === edit.editing);
          return (
            <>
              {current ? (
                <PairEditor key={current.instrument_id} pair={current} onSaved={onSaved} onCancel={edit.close} />
              ) : null}
              <SettingsTable
                {...PAIRS}
                rows={list}
                edit={editable ? { editing: edit.editing, onEdit: edit.open } : null}
              />
            </>
          );
        }}
      </LoadState>
    </SettingsPanel>
  );
}

const PAIRS: TableSpec<AdminSpotPair, number> = {
  testId: 'pairs-table',
  keyOf: (p) => p.instrument_id,
  rowTestId: (p) => `pair-${p.symbol}`,
  columns: [
    { head: <Trans>Pair</Trans>, cell: (p) => p.symbol },
    { head: <Trans>Trading</Trans>, cell: (p) => (p.enabled === 1 ? <Trans>On</Trans> : <Trans>Off</Trans>) },
    { head: <Trans>Maker fee</Trans>, cell: (p) => p.maker_fee, num: true },
    { head: <Trans>Taker fee</Trans>, cell: (p) => p.taker_fee, num: true },
    {
      head: <Trans>Decimals (price / amount)</Trans>,
      cell: (p) => `${p.price_decimals} / ${p.amount_decimals}`,
      num: true,
    },
    { head: <Trans>Least amount</Trans>, cell: (p) => `${p.min_amount} ${p.base}`, num: true },
    { head: <Trans>Least value</Trans>, cell: (p) => `${p.min_total} ${p.quote}`, num: true },
    { head: <Trans>Protection</Trans>, cell: (p) => p.market_protection, num: true },
    { head: <Trans>Open orders per user</Trans>, cell: (p) => p.max_open_orders, num: true },
    {
      head: <Trans>Maker quotes (levels × step, value)</Trans>,
      cell: (p) => `${p.maker_levels} × ${p.maker_step}, ${p.maker_level_value} ${p.quote}`,
      num: true,
    },
    { head: <Trans>Open orders</Trans>, cell: (p) => p.open_orders, num: true },
    updatedColumn(),
  ],
};
