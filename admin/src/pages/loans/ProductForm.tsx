// An administrator's edit of one crypto-loan product, or a new one: the collateral coin, the three
// LTV lines, the daily rate and the liquidation fee in per cent (sent as fractions, shown as what
// is sent), the terms offered, and the limits in USDT; checked as typed (./terms), then a
// confirmation listing what changes before anything is sent; the server's refusal is shown in
// place. Loans already taken keep the terms they were taken on.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLoanProduct } from '../../../../contract/loans';
import { saveLoanProduct } from '../../api/calls';
import { fractionOf, percentOf } from '../../lib/percent';
import { ChangeList } from '../../ui/FormParts';
import { FieldRow, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';
import {
  changesOf,
  formOf,
  LOAN_COLLATERALS,
  LOAN_REFUSALS_AT,
  type LoanField,
  problemsOf,
  requestOf,
  termsOf,
} from './terms';

const PER_CENT: LoanField[] = ['initial_ltv', 'call_ltv', 'liquidation_ltv', 'daily_rate', 'liquidation_fee'];

export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  /** The product to edit; none for a new one. */
  product?: AdminLoanProduct;
  onSaved: (p: AdminLoanProduct) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const stored = formOf(product);
  const terms = useTermsForm({
    stored,
    problemsOf,
    changesOf: (f) => changesOf(product, f),
    // A line's problem may come from the line below it; a limit's from the amount below it.
    related: {
      call_ltv: ['initial_ltv'],
      liquidation_ltv: ['call_ltv'],
      user_limit: ['min_borrow'],
      total_limit: ['min_borrow', 'user_limit'],
    },
    send: async (f) => onSaved(await saveLoanProduct(requestOf(f, product?.id))),
    refusalsAt: LOAN_REFUSALS_AT,
  });
  const { form, problems } = terms;
  const coin = form.collateral;
  const title = product ? t`USDT against ${coin}` : t`Add a product`;
  const labels: Record<LoanField, string> = {
    collateral: t`Collateral`,
    initial_ltv: t`Initial LTV`,
    call_ltv: t`Margin-call LTV`,
    liquidation_ltv: t`Liquidation LTV`,
    daily_rate: t`Daily rate`,
    liquidation_fee: t`Liquidation fee`,
    terms: t`Terms (days)`,
    min_borrow: t`Least borrowed`,
    user_limit: t`Per-user limit`,
    total_limit: t`Total limit`,
  };
  const shown = (field: LoanField, v: string) => {
    if (PER_CENT.includes(field)) return `${percentOf(v) ?? v} % (${v})`;
    return v === '' ? '—' : v;
  };
  /** What a per-cent field is sent as, under it. */
  const sent = (k: LoanField) => {
    const fraction = problems[k] ? null : fractionOf(form[k]);
    return fraction === null ? null : <Trans>Sent as {fraction}</Trans>;
  };
  const offered = termsOf(form.terms);
  const days = offered?.map((d) => (d === 0 ? t`flexible` : t`${d} days`)).join(' · ');
  const reach = <Trans>Edits apply to new loans only; loans already taken keep their terms.</Trans>;

  return (
    <TermsForm
      terms={terms}
      label={title}
      heading={product ? <Trans>Edit {title}</Trans> : <Trans>Add a product</Trans>}
      intro={reach}
      offered={<Trans>Offered (off: no new loans; open loans run on their terms)</Trans>}
      question={product ? <Trans>Save these terms for {title}?</Trans> : <Trans>Add this product?</Trans>}
      changes={<ChangeList changes={terms.changes} labels={labels} shown={shown} testId="loan-changes" />}
      confirmNote={reach}
      onCancel={onCancel}
    >
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'collateral',
            label: <Trans>Collateral (lent: USDT)</Trans>,
            kind: 'select',
            options: LOAN_COLLATERALS.map((c) => ({ value: c, label: c })),
          },
          {
            name: 'terms',
            label: <Trans>Terms in days (0 is flexible)</Trans>,
            kind: 'text',
            hint: days ? <Trans>Offered: {days}</Trans> : null,
          },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          { name: 'initial_ltv', label: <Trans>Initial LTV (%)</Trans>, kind: 'decimal', hint: sent('initial_ltv') },
          { name: 'call_ltv', label: <Trans>Margin-call LTV (%)</Trans>, kind: 'decimal', hint: sent('call_ltv') },
          {
            name: 'liquidation_ltv',
            label: <Trans>Liquidation LTV (%)</Trans>,
            kind: 'decimal',
            hint: sent('liquidation_ltv'),
          },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          { name: 'daily_rate', label: <Trans>Interest (% a day)</Trans>, kind: 'decimal', hint: sent('daily_rate') },
          {
            name: 'liquidation_fee',
            label: <Trans>Liquidation fee (% of the debt)</Trans>,
            kind: 'decimal',
            hint: sent('liquidation_fee'),
          },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          { name: 'min_borrow', label: <Trans>Least one loan borrows (USDT)</Trans>, kind: 'decimal' },
          { name: 'user_limit', label: <Trans>Most one user owes (USDT)</Trans>, kind: 'decimal' },
          { name: 'total_limit', label: <Trans>Most lent in all (USDT)</Trans>, kind: 'decimal' },
        ]}
      />
    </TermsForm>
  );
}
