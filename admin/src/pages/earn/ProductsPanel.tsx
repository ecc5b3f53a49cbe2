// The earn products with their terms and what is locked in them, filterable by kind; administrators
// edit one at a time or add one (checked as typed, confirmed, then saved and audited). A saved change
// reaches new orders only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminEarnProduct, EarnKind } from '../../../../contract/earn';
import { dateTime, grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { Empty } from '../../ui/states';
import { ProductForm } from './ProductForm';
import { KIND_LABELS, timeOf, yearlyPercentOf } from './terms';

const pct = (fraction: string) => {
  const p = percentOf(fraction);
  return p === null ? fraction : `${p} %`;
};

export function ProductsPanel({
  products,
  editable,
  loading,
  onRefresh,
  onSaved,
}: {
  products: AdminEarnProduct[];
  editable: boolean;
  loading: boolean;
  onRefresh: () => void;
  onSaved: (list: AdminEarnProduct[]) => void;
}) {
  const { i18n, t } = useLingui();
  const filterId = useId();
  const [only, setOnly] = useState<EarnKind | ''>('');
  // Editing: a product's id, 'new' for the add form, null for neither.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saved, setSaved] = useState<{ name: string; added: boolean } | null>(null);
  const total = products.length;
  const kinds = [...new Set(products.map((p) => p.kind))];
  const list = only ? products.filter((p) => p.kind === only) : products;
  const current = editing === 'new' ? undefined : list.find((p) => p.id === editing);
  const count = (k: EarnKind) => products.filter((p) => p.kind === k).length;
  const open = (which: number | 'new') => {
    setSaved(null);
    setEditing(editing === which ? null : which);
  };

  return (
    <section aria-labelledby="earn-products-title">
      <div className="row spread">
        <h2 id="earn-products-title">
          <Trans>Products and terms</Trans>
        </h2>
        <div className="row">
          {products.length > 0 ? (
            <label htmlFor={filterId} className="filter">
              <Trans>Kind</Trans>{' '}
              <select
                id={filterId}
                value={only}
                onChange={(e) => {
                  setOnly(e.target.value as EarnKind | '');
                  if (editing !== 'new') setEditing(null);
                }}
              >
                <option value="">{t`All kinds (${total})`}</option>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {i18n._(KIND_LABELS[k])} ({count(k)})
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="button" onClick={onRefresh} disabled={loading}>
            {loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
          </button>
          {editable ? (
            <button type="button" onClick={() => open('new')} aria-expanded={editing === 'new'}>
              <Trans>Add a product</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">
        <Trans>
          An order locks an amount of the product's currency for its days and earns amount × daily rate at each day's
          dividend time (UTC) from the earn fund; the amount comes back at maturity. Redeemed early, it costs amount ×
          penalty rate × days still to run. The yearly figure is simple: the daily rate × 365.
        </Trans>
      </p>
      {saved ? <SavedNote name={saved.name} added={saved.added} /> : null}
      {editing === 'new' || current ? (
        <ProductForm
          key={editing ?? ''}
          product={current}
          onSaved={(next, name) => {
            setSaved({ name, added: editing === 'new' });
            if (editing === 'new') setOnly('');
            setEditing(null);
            onSaved(next);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {products.length === 0 ? (
        <Empty>
          <Trans>No earn product yet: customers have nothing to subscribe to.</Trans>
        </Empty>
      ) : (
        <ProductsTable list={list} editable={editable} editing={editing} onEdit={open} />
      )}
    </section>
  );
}

function SavedNote({ name, added }: { name: string; added: boolean }) {
  return (
    <p className="ok-note" role="status">
      {added ? (
        <Trans>Added {name}.</Trans>
      ) : (
        <Trans>Saved {name}. New orders get these terms; orders already placed keep theirs.</Trans>
      )}
    </p>
  );
}

function ProductsTable({
  list,
  editable,
  editing,
  onEdit,
}: {
  list: AdminEarnProduct[];
  editable: boolean;
  editing: number | 'new' | null;
  onEdit: (id: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="scroll-x">
      <table data-testid="earn-products">
        <thead>
          <tr>
            <th>
              <Trans>Name</Trans>
            </th>
            <th>
              <Trans>Kind</Trans>
            </th>
            <th>
              <Trans>Currency</Trans>
            </th>
            <th>
              <Trans>Days</Trans>
            </th>
            <th>
              <Trans>Daily rate</Trans>
            </th>
            <th>
              <Trans>Yearly (simple, × 365)</Trans>
            </th>
            <th>
              <Trans>Least amount</Trans>
            </th>
            <th>
              <Trans>Per-user cap</Trans>
            </th>
            <th>
              <Trans>Total cap</Trans>
            </th>
            <th>
              <Trans>Locked now</Trans>
            </th>
            <th>
              <Trans>Running orders</Trans>
            </th>
            <th>
              <Trans>Interest paid</Trans>
            </th>
            <th>
              <Trans>Penalty rate (a day still to run)</Trans>
            </th>
            <th>
              <Trans>Dividend time</Trans>
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
          {list.map((p) => {
            const yearly = yearlyPercentOf(p.interest_rate);
            return (
              <tr key={p.id} data-testid={`earn-product-${p.id}`}>
                <td>{p.name}</td>
                <td>{i18n._(KIND_LABELS[p.kind])}</td>
                <td>{p.currency_name}</td>
                <td className="num">{p.day}</td>
                <td className="num" title={p.interest_rate}>
                  {pct(p.interest_rate)}
                </td>
                <td className="num">{yearly === null ? '—' : `${yearly} %`}</td>
                <td className="num">{grouped(p.save_min)}</td>
                <td className="num">{grouped(p.user_cap)}</td>
                <td className="num">{grouped(p.total_cap)}</td>
                <td className="num">{grouped(p.locked)}</td>
                <td className="num">{p.running_orders}</td>
                <td className="num">{grouped(p.interest_paid)}</td>
                <td className="num" title={p.penalty_rate}>
                  {pct(p.penalty_rate)}
                </td>
                <td className="num">{timeOf(p.dividend_minute)} UTC</td>
                <td>{p.enabled ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                <td className="num">{dateTime(p.updated_at)}</td>
                {editable ? (
                  <td>
                    <button type="button" onClick={() => onEdit(p.id)} aria-expanded={editing === p.id}>
                      {editing === p.id ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
