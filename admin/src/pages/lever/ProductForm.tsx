// An administrator's edit of one contract's terms: the fields as stored, checked as typed (./terms:
// the server's own checks), then a confirmation listing what changes before anything is sent; the
// server's refusal is shown in place. Saved terms reach new positions only: a position keeps the
// terms it was opened under.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLeverOverview, AdminLeverProduct } from '../../../../contract/lever';
import { saveLeverProduct } from '../../api/calls';
import { percentOf } from '../../lib/percent';
import { ChangeList } from '../../ui/FormParts';
import { FieldRow, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';
import { changesOf, problemsOf, requestOf, type TermsField, termsOf } from './terms';

export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product: AdminLeverProduct;
  onSaved: (overview: AdminLeverOverview, symbol: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { symbol } = product;
  const terms = useTermsForm({
    stored: termsOf(product),
    problemsOf,
    changesOf: (f) => changesOf(product, f),
    send: async (f) => onSaved(await saveLeverProduct(requestOf(product, f)), symbol),
  });
  const base = symbol.split('/')[0] ?? symbol;

  const labels: Record<TermsField, string> = {
    lot_size: t`Lot size`,
    multiples: t`Multiples`,
    min_share: t`Least lots`,
    max_share: t`Most lots`,
    fee_rate: t`Fee rate`,
    overnight_rate: t`Overnight rate`,
    price_band: t`Limit price band`,
  };
  const shown = (field: TermsField, v: string) =>
    field === 'fee_rate' || field === 'overnight_rate' || field === 'price_band' ? `${v} (${percentOf(v) ?? v} %)` : v;
  const ratePct = (k: 'fee_rate' | 'overnight_rate' | 'price_band') =>
    terms.problems[k] ? null : percentOf(terms.form[k]);
  const feePct = ratePct('fee_rate');
  const overnightPct = ratePct('overnight_rate');
  const bandPct = ratePct('price_band');

  return (
    <TermsForm
      terms={terms}
      label={symbol}
      heading={<Trans>Edit the {symbol} contract</Trans>}
      intro={
        <Trans>
          Edits apply to new positions only: open positions and waiting entrusts keep the terms they were placed under.
        </Trans>
      }
      offered={<Trans>Offered (off: customers cannot open new positions on it; open ones stay until closed)</Trans>}
      question={<Trans>Save these terms for {symbol}?</Trans>}
      changes={<ChangeList changes={terms.changes} labels={labels} shown={shown} testId="lever-changes" />}
      confirmNote={<Trans>New positions get these terms; open positions keep theirs.</Trans>}
      onCancel={onCancel}
    >
      <FieldRow
        terms={terms}
        fields={[
          { name: 'lot_size', label: <Trans>Lot size ({base} per lot)</Trans>, kind: 'decimal' },
          { name: 'multiples', label: <Trans>Multiples (comma-separated, e.g. 5,10,20)</Trans>, kind: 'text' },
          { name: 'min_share', label: <Trans>Least lots</Trans>, kind: 'integer' },
          { name: 'max_share', label: <Trans>Most lots</Trans>, kind: 'integer' },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'fee_rate',
            label: <Trans>Fee rate (fraction of the notional, on open and on close)</Trans>,
            kind: 'decimal',
            hint: feePct === null ? null : <Trans>{feePct} % of the notional</Trans>,
          },
          {
            name: 'overnight_rate',
            label: <Trans>Overnight rate (fraction of the notional, a day)</Trans>,
            kind: 'decimal',
            hint: overnightPct === null ? null : <Trans>{overnightPct} % a day</Trans>,
          },
          {
            name: 'price_band',
            label: <Trans>Limit price band (fraction of the last price an entrust may be from it)</Trans>,
            kind: 'decimal',
            hint: bandPct === null ? null : <Trans>within {bandPct} % of the last price</Trans>,
          },
        ]}
      />
    </TermsForm>
  );
}
