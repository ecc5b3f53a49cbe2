// The contracts offered, with their terms, filterable by class; administrators edit one at a time
// (checked as typed, confirmed, then saved and audited). A saved change reaches new positions only.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLeverOverview, AdminLeverProduct } from '../../../../contract/lever';
import type { MarketClass } from '../../../../contract/market';
import { percentText } from '../../lib/percent';
import { SettingsFilter } from '../../ui/SettingsFilter';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { offeredColumn, SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
import { Empty } from '../../ui/states';
import { ProductForm } from './ProductForm';
import { CLASS_LABELS } from './terms';

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
  const [only, setOnly] = useState<MarketClass | ''>('');
  const edit = useEditing<number, string>();
  const total = products.length;
  const classes = [...new Set(products.map((p) => p.class))];
  const list = only ? products.filter((p) => p.class === only) : products;
  const current = list.find((p) => p.match_id === edit.editing);
  const count = (c: MarketClass) => products.filter((p) => p.class === c).length;
  const saved = edit.saved;

  const filter =
    products.length > 0 ? (
      <SettingsFilter
        label={<Trans>Class</Trans>}
        all={t`All classes (${total})`}
        value={only}
        groups={classes.map((c) => ({ value: c, label: i18n._(CLASS_LABELS[c]), count: count(c) }))}
        onChange={(c) => {
          setOnly(c);
          edit.close();
        }}
      />
    ) : null;

  return (
    <SettingsPanel
      titleId="lever-products-title"
      title={<Trans>Contract terms</Trans>}
      tools={filter}
      about={
        <Trans>
          A position is whole lots; its margin is the notional divided by the multiple chosen. Rates are fractions of
          the notional (0.0005 = 0.05 %): the fee is charged on opening and on closing, the overnight rate once a day at
          00:00 UTC on each open position.
        </Trans>
      }
      saved={saved ? <Trans>Saved {saved}. New positions get these terms; open positions keep theirs.</Trans> : null}
    >
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
                edit.done(symbol);
                onSaved(o);
              }}
              onCancel={edit.close}
            />
          ) : null}
          <SettingsTable
            {...productsTable(i18n)}
            rows={list}
            edit={editable ? { editing: edit.editing, onEdit: edit.open } : null}
          />
        </>
      )}
    </SettingsPanel>
  );
}

const productsTable = (i18n: I18n): TableSpec<AdminLeverProduct, number> => ({
  testId: 'lever-products',
  keyOf: (p) => p.match_id,
  rowTestId: (p) => `lever-product-${p.symbol}`,
  columns: [
    { head: <Trans>Symbol</Trans>, cell: (p) => p.symbol },
    { head: <Trans>Class</Trans>, cell: (p) => i18n._(CLASS_LABELS[p.class]) },
    { head: <Trans>Lot size</Trans>, cell: (p) => p.lot_size, num: true },
    { head: <Trans>Multiples</Trans>, cell: (p) => p.multiples.join(', '), num: true },
    { head: <Trans>Lots (least–most)</Trans>, cell: (p) => `${p.min_share}–${p.max_share}`, num: true },
    { head: <Trans>Fee rate</Trans>, cell: (p) => percentText(p.fee_rate), num: true, title: (p) => p.fee_rate },
    {
      head: <Trans>Overnight rate (a day)</Trans>,
      cell: (p) => percentText(p.overnight_rate),
      num: true,
      title: (p) => p.overnight_rate,
    },
    offeredColumn(),
    updatedColumn(),
  ],
});
