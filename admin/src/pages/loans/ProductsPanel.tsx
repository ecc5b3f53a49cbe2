// The crypto-loan products with their terms, what each has lent and its open loans; administrators
// edit one at a time or add one (checked as typed, confirmed, then saved and audited). A saved
// change reaches new loans only.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLoanProduct } from '../../../../contract/loans';
import { grouped } from '../../lib/format';
import { percentText } from '../../lib/percent';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { offeredColumn, SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
import { Empty } from '../../ui/states';
import { ProductForm } from './ProductForm';

export function ProductsPanel({
  products,
  editable,
  loading,
  onRefresh,
  onSaved,
}: {
  products: AdminLoanProduct[];
  editable: boolean;
  loading: boolean;
  onRefresh: () => void;
  onSaved: (p: AdminLoanProduct) => void;
}) {
  const { t } = useLingui();
  const edit = useEditing<number, { coin: string; added: boolean }>();
  const { editing } = edit;
  const current = editing === 'new' ? undefined : products.find((p) => p.id === editing);
  const coin = edit.saved?.coin;
  const table: TableSpec<AdminLoanProduct, number> = {
    testId: 'loan-products',
    keyOf: (p) => p.id,
    rowTestId: (p) => `loan-product-${p.id}`,
    columns: [
      { head: <Trans>Product</Trans>, cell: (p) => `${p.id} · ${p.borrow} / ${p.collateral}` },
      { head: <Trans>Initial LTV</Trans>, cell: (p) => percentText(p.initial_ltv), num: true },
      { head: <Trans>Margin call</Trans>, cell: (p) => percentText(p.call_ltv), num: true },
      { head: <Trans>Liquidation</Trans>, cell: (p) => percentText(p.liquidation_ltv), num: true },
      {
        head: <Trans>Interest a day</Trans>,
        cell: (p) => percentText(p.daily_rate),
        num: true,
        title: (p) => p.daily_rate,
      },
      { head: <Trans>Liquidation fee</Trans>, cell: (p) => percentText(p.liquidation_fee), num: true },
      {
        head: <Trans>Terms (days)</Trans>,
        cell: (p) => p.terms.map((d) => (d === 0 ? t`flexible` : String(d))).join(', '),
      },
      { head: <Trans>Least borrowed</Trans>, cell: (p) => grouped(p.min_borrow), num: true },
      { head: <Trans>Per-user limit</Trans>, cell: (p) => grouped(p.user_limit), num: true },
      { head: <Trans>Total limit</Trans>, cell: (p) => grouped(p.total_limit), num: true },
      { head: <Trans>Lent now</Trans>, cell: (p) => grouped(p.lent), num: true },
      { head: <Trans>Open loans</Trans>, cell: (p) => p.open_loans, num: true },
      offeredColumn(),
      updatedColumn(),
    ],
  };

  return (
    <SettingsPanel
      titleId="loan-products-title"
      title={<Trans>Products and terms</Trans>}
      refresh={{ loading, onRefresh }}
      add={
        editable
          ? { label: <Trans>Add a product</Trans>, open: editing === 'new', onClick: () => edit.open('new') }
          : null
      }
      about={
        <Trans>
          A loan lends USDT from the lending desk against the coin frozen in the borrower's spot account. LTV =
          (principal + unpaid interest) ÷ (collateral × its recorded price). A loan may be taken up to the initial LTV;
          at the margin-call LTV the borrower is told; at the liquidation LTV enough collateral is sold at that recorded
          tick to repay the debt and the fee (to system:fees). Interest is charged each hour at the hour's start:
          principal × daily rate ÷ 24. A fixed-term loan still open 24 hours after its due date is settled the same way.
        </Trans>
      }
      saved={
        edit.saved === null ? null : edit.saved.added ? (
          <Trans>Added the {coin} product.</Trans>
        ) : (
          <Trans>Saved the {coin} product. New loans get these terms; loans already taken keep theirs.</Trans>
        )
      }
    >
      {editing === 'new' || current ? (
        <ProductForm
          key={editing ?? ''}
          product={current}
          onSaved={(p) => {
            edit.done({ coin: p.collateral, added: editing === 'new' });
            onSaved(p);
          }}
          onCancel={edit.close}
        />
      ) : null}
      {products.length === 0 ? (
        <Empty>
          <Trans>No loan product yet: customers have nothing to borrow.</Trans>
        </Empty>
      ) : (
        <SettingsTable {...table} rows={products} edit={editable ? { editing, onEdit: edit.open } : null} />
      )}
    </SettingsPanel>
  );
}
