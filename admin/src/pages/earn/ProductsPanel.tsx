// The earn products with their terms and what is locked in them, filterable by kind; administrators
// edit one at a time or add one (checked as typed, confirmed, then saved and audited). A saved change
// reaches new orders only.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminEarnProduct, EarnKind } from '../../../../contract/earn';
import { grouped } from '../../lib/format';
import { percentText } from '../../lib/percent';
import { SettingsFilter } from '../../ui/SettingsFilter';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { offeredColumn, SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
import { Empty } from '../../ui/states';
import { ProductForm } from './ProductForm';
import { KIND_LABELS, timeOf, yearlyPercentOf } from './terms';

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
  const [only, setOnly] = useState<EarnKind | ''>('');
  const edit = useEditing<number, { name: string; added: boolean }>();
  const { editing } = edit;
  const total = products.length;
  const kinds = [...new Set(products.map((p) => p.kind))];
  const list = only ? products.filter((p) => p.kind === only) : products;
  const current = editing === 'new' ? undefined : list.find((p) => p.id === editing);
  const count = (k: EarnKind) => products.filter((p) => p.kind === k).length;
  const name = edit.saved?.name;

  const filter =
    products.length > 0 ? (
      <SettingsFilter
        label={<Trans>Kind</Trans>}
        all={t`All kinds (${total})`}
        value={only}
        groups={kinds.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]), count: count(k) }))}
        onChange={(k) => {
          setOnly(k);
          if (editing !== 'new') edit.close();
        }}
      />
    ) : null;

  return (
    <SettingsPanel
      titleId="earn-products-title"
      title={<Trans>Products and terms</Trans>}
      tools={filter}
      refresh={{ loading, onRefresh }}
      add={
        editable
          ? { label: <Trans>Add a product</Trans>, open: editing === 'new', onClick: () => edit.open('new') }
          : null
      }
      about={
        <Trans>
          An order locks an amount of the product's currency for its days and earns amount × daily rate at each day's
          dividend time (UTC) from the earn fund; the amount comes back at maturity. Redeemed early, it costs amount ×
          penalty rate × days still to run. The yearly figure is simple: the daily rate × 365.
        </Trans>
      }
      saved={
        edit.saved === null ? null : edit.saved.added ? (
          <Trans>Added {name}.</Trans>
        ) : (
          <Trans>Saved {name}. New orders get these terms; orders already placed keep theirs.</Trans>
        )
      }
    >
      {editing === 'new' || current ? (
        <ProductForm
          key={editing ?? ''}
          product={current}
          onSaved={(next, saved) => {
            if (editing === 'new') setOnly('');
            edit.done({ name: saved, added: editing === 'new' });
            onSaved(next);
          }}
          onCancel={edit.close}
        />
      ) : null}
      {products.length === 0 ? (
        <Empty>
          <Trans>No earn product yet: customers have nothing to subscribe to.</Trans>
        </Empty>
      ) : (
        <SettingsTable {...productsTable(i18n)} rows={list} edit={editable ? { editing, onEdit: edit.open } : null} />
      )}
    </SettingsPanel>
  );
}

const productsTable = (i18n: I18n): TableSpec<AdminEarnProduct, number> => ({
  testId: 'earn-products',
  keyOf: (p) => p.id,
  rowTestId: (p) => `earn-product-${p.id}`,
  columns: [
    { head: <Trans>Name</Trans>, cell: (p) => p.name },
    { head: <Trans>Kind</Trans>, cell: (p) => i18n._(KIND_LABELS[p.kind]) },
    { head: <Trans>Currency</Trans>, cell: (p) => p.currency_name },
    { head: <Trans>Days</Trans>, cell: (p) => p.day, num: true },
    {
      head: <Trans>Daily rate</Trans>,
      cell: (p) => percentText(p.interest_rate),
      num: true,
      title: (p) => p.interest_rate,
    },
    {
      head: <Trans>Yearly (simple, × 365)</Trans>,
      cell: (p) => {
        const yearly = yearlyPercentOf(p.interest_rate);
        return yearly === null ? '—' : `${yearly} %`;
      },
      num: true,
    },
    { head: <Trans>Least amount</Trans>, cell: (p) => grouped(p.save_min), num: true },
    { head: <Trans>Per-user cap</Trans>, cell: (p) => grouped(p.user_cap), num: true },
    { head: <Trans>Total cap</Trans>, cell: (p) => grouped(p.total_cap), num: true },
    { head: <Trans>Locked now</Trans>, cell: (p) => grouped(p.locked), num: true },
    { head: <Trans>Running orders</Trans>, cell: (p) => p.running_orders, num: true },
    { head: <Trans>Interest paid</Trans>, cell: (p) => grouped(p.interest_paid), num: true },
    {
      head: <Trans>Penalty rate (a day still to run)</Trans>,
      cell: (p) => percentText(p.penalty_rate),
      num: true,
      title: (p) => p.penalty_rate,
    },
    { head: <Trans>Dividend time</Trans>, cell: (p) => `${timeOf(p.dividend_minute)} UTC`, num: true },
    offeredColumn(),
    updatedColumn(),
  ],
});
