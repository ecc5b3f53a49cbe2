// The contracts offered, with their terms, filterable by class; administrators edit one at a time
// (checked as typed, confirmed, then saved and audited). A saved change reaches new positions only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminLeverOverview, AdminLeverProduct } from '../../../../contract/lever';
import type { MarketClass } from '../../../../contract/market';
import { dateTime } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { Empty } from '../../ui/states';
import { ProductForm } from './ProductForm';
import { CLASS_LABELS } from './terms';

const pct = (fraction: string) => {
  const p = percentOf(fraction);
  return p === null ? fraction : `${p} %`;
};

export function ProductsPanel({
  products,
  editable,
  onSaved,
}: {
  products: AdminLeverProduct[];
  editable: boolean;
  onSaved: (overview: AdminLeverOverview) => void;
}) {
  const { i18n, t } = useLingui();
  const filterId = useId();
  const [only, setOnly] = useState<MarketClass | ''>('');
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const total = products.length;
  const classes = [...new Set(products.map((p) => p.class))];
  const list = only ? products.filter((p) => p.class === only) : products;
  const current = list.find((p) => p.match_id === editing);
  const count = (c: MarketClass | '') => (c ? products.filter((p) => p.class === c).length : products.length);

  return (
    <section aria-labelledby="lever-products-title">
      <div className="row spread">
        <h2 id="lever-products-title">
          <Trans>Contract terms</Trans>
        </h2>
        {products.length > 0 ? (
          <label htmlFor={filterId} className="filter">
            <Trans>Class</Trans>{' '}
            <select
              id={filterId}
              value={only}
              onChange={(e) => {
                setOnly(e.target.value as MarketClass | '');
                setEditing(null);
              }}
            >
              <option value="">{t`All classes (${total})`}</option>
              {classes.map((c) => (
                <option key={c} value={c}>
                  {i18n._(CLASS_LABELS[c])} ({count(c)})
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="muted">
        <Trans>
          A position is whole lots; its margin is the notional divided by the multiple chosen. Rates are fractions of
          the notional (0.0005 = 0.05 %): the fee is charged on opening and on closing, the overnight rate once a day at
          00:00 UTC on each open position.
        </Trans>
      </p>
      {saved ? (
        <p className="ok-note" role="status">
          <Trans>Saved {saved}. New positions get these terms; open positions keep theirs.</Trans>
        </p>
      ) : null}
      {products.length === 0 ? (
        <Empty>
          <Trans>No contract is offered: customers cannot open positions.</Trans>
        </Empty>
      ) : (
        <>
          {current ? (
            <ProductForm
              key={current.match_id}
              product={current}
              onSaved={(o, symbol) => {
                setEditing(null);
                setSaved(symbol);
                onSaved(o);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null}
          <ProductsTable
            list={list}
            editable={editable}
            editing={editing}
            onEdit={(id) => {
              setSaved(null);
              setEditing(editing === id ? null : id);
            }}
          />
        </>
      )}
    </section>
  );
}

function ProductsTable({
  list,
  editable,
  editing,
  onEdit,
}: {
  list: AdminLeverProduct[];
  editable: boolean;
  editing: number | null;
  onEdit: (id: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="scroll-x">
      <table data-testid="lever-products">
        <thead>
          <tr>
            <th>
              <Trans>Symbol</Trans>
            </th>
            <th>
              <Trans>Class</Trans>
            </th>
            <th>
              <Trans>Lot size</Trans>
            </th>
            <th>
              <Trans>Multiples</Trans>
            </th>
            <th>
              <Trans>Lots (least–most)</Trans>
            </th>
            <th>
              <Trans>Fee rate</Trans>
            </th>
            <th>
              <Trans>Overnight rate (a day)</Trans>
            </th>
            <th>
              <Trans>Offered</Trans>
            </th>
            <th>
              <Trans>Updated</Trans>
            </th>
            {editable ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.match_id} data-testid={`lever-product-${p.symbol}`}>
              <td>{p.symbol}</td>
              <td>{i18n._(CLASS_LABELS[p.class])}</td>
              <td className="num">{p.lot_size}</td>
              <td className="num">{p.multiples.join(', ')}</td>
              <td className="num">
                {p.min_share}–{p.max_share}
              </td>
              <td className="num" title={p.fee_rate}>
                {pct(p.fee_rate)}
              </td>
              <td className="num" title={p.overnight_rate}>
                {pct(p.overnight_rate)}
              </td>
              <td>{p.enabled ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
              <td className="num">{dateTime(p.updated_at)}</td>
              {editable ? (
                <td>
                  <button type="button" onClick={() => onEdit(p.match_id)} aria-expanded={editing === p.match_id}>
                    {editing === p.match_id ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
