// An administrator's edit of one earn product, or a new one: the fields as stored (rates in per cent,
// the dividend time as HH:MM UTC), checked as typed (./terms: the server's own checks), then a
// confirmation listing what changes before anything is sent; the server's refusal is shown in
// place. Saved terms reach new orders only: an order keeps the terms it was placed under.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminEarnProduct, EarnKind } from '../../../../contract/earn';
import { LOCALE_NAMES } from '../../../../contract/locales';
import { saveEarnProduct } from '../../api/calls';
import { percentOf } from '../../lib/percent';
import { ChangeList } from '../../ui/FormParts';
import { FieldRow, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';
import {
  changesOf,
  EARN_CURRENCIES,
  EARN_REFUSALS_AT,
  type EarnField,
  formOf,
  fractionOf,
  KIND_LABELS,
  minuteOf,
  NAME_LOCALES,
  type NameField,
  problemsOf,
  requestOf,
  yearlyPercentOf,
} from './terms';

export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  /** The product to edit; none for a new one. */
  product?: AdminEarnProduct;
  onSaved: (list: AdminEarnProduct[], name: string) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const stored = formOf(product);
  const terms = useTermsForm({
    stored,
    problemsOf,
    changesOf: (f) => changesOf(product, f),
    // A cap's problem may come from the amount below it.
    related: { user_cap: ['min_amount'], total_cap: ['min_amount', 'user_cap'] },
    send: async (f) => onSaved(await saveEarnProduct(requestOf(f, product?.id)), f.name.trim()),
    refusalsAt: EARN_REFUSALS_AT,
  });
  const { form, problems } = terms;
  const title = product ? product.name : t`Add a product`;
  const newName = form.name.trim();

  const nameLabel = (l: (typeof NAME_LOCALES)[number]) => {
    const language = LOCALE_NAMES[l];
    return t`Name (${language})`;
  };
  const nameLabels = Object.fromEntries(NAME_LOCALES.map((l) => [`name_${l}`, nameLabel(l)])) as Record<
    NameField,
    string
  >;
  const labels: Record<EarnField, string> = {
    ...nameLabels,
    name: t`Name`,
    kind: t`Kind`,
    currency: t`Currency`,
    days: t`Days`,
    daily_rate: t`Daily rate`,
    min_amount: t`Least amount`,
    user_cap: t`Per-user cap`,
    total_cap: t`Total cap`,
    penalty_rate: t`Penalty rate`,
    dividend_time: t`Dividend time`,
    intro: t`Introduction`,
    yield_source: t`Yield source`,
  };
  const shown = (field: EarnField, v: string) => {
    if (field === 'kind') return i18n._(KIND_LABELS[v as EarnKind]);
    if (field === 'daily_rate' || field === 'penalty_rate') return `${percentOf(v) ?? v} % (${v})`;
    if (field === 'dividend_time') return `${v} UTC`;
    return v === '' ? '—' : v;
  };

  const currency = form.currency;
  const daily = problems.daily_rate ? null : fractionOf(form.daily_rate);
  const yearly = daily === null ? null : yearlyPercentOf(daily);
  const penalty = problems.penalty_rate ? null : fractionOf(form.penalty_rate);
  const minute = problems.dividend_time ? null : minuteOf(form.dividend_time);
  // An edited product's currency the list does not hold stays choosable (the server judges it).
  const currencies = EARN_CURRENCIES.includes(stored.currency)
    ? EARN_CURRENCIES
    : [stored.currency, ...EARN_CURRENCIES];
  const reach = <Trans>Edits apply to new orders only; orders already placed keep their terms.</Trans>;

  return (
    <TermsForm
      terms={terms}
      label={title}
      heading={product ? <Trans>Edit {title}</Trans> : <Trans>Add a product</Trans>}
      intro={reach}
      offered={
        <Trans>Offered (off: customers cannot subscribe to it; running orders continue until they mature)</Trans>
      }
      question={product ? <Trans>Save these terms for {title}?</Trans> : <Trans>Add {newName}?</Trans>}
      changes={<ChangeList changes={terms.changes} labels={labels} shown={shown} testId="earn-changes" />}
      confirmNote={reach}
      onCancel={onCancel}
    >
      <FieldRow
        terms={terms}
        fields={[
          { name: 'name', label: <Trans>Name</Trans>, kind: 'text' },
          {
            name: 'kind',
            label: <Trans>Kind</Trans>,
            kind: 'select',
            options: (Object.keys(KIND_LABELS) as EarnKind[]).map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) })),
          },
          {
            name: 'currency',
            label: <Trans>Currency</Trans>,
            kind: 'select',
            options: currencies.map((c) => ({ value: c, label: c })),
          },
          { name: 'days', label: <Trans>Days locked</Trans>, kind: 'integer' },
        ]}
      />
      {/* The name in the other languages, in two rows of four; one left empty shows the English name. */}
      {[NAME_LOCALES.slice(0, 4), NAME_LOCALES.slice(4)].map((row) => (
        <FieldRow
          key={row[0]}
          terms={terms}
          fields={row.map((l) => ({
            name: `name_${l}` as const,
            label: nameLabels[`name_${l}`],
            kind: 'text' as const,
          }))}
        />
      ))}
      <p className="muted">
        <Trans>Customers whose language has no name here see the English name.</Trans>
      </p>
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'daily_rate',
            label: <Trans>Daily rate (% a day)</Trans>,
            kind: 'decimal',
            hint:
              daily === null ? null : (
                <Trans>
                  {yearly} % a year (simple); sent as {daily}
                </Trans>
              ),
          },
          {
            name: 'penalty_rate',
            label: <Trans>Penalty rate (% of the amount for each day still to run)</Trans>,
            kind: 'decimal',
            hint: penalty === null ? null : <Trans>Sent as {penalty}</Trans>,
          },
          {
            name: 'dividend_time',
            label: <Trans>Dividend time (HH:MM UTC)</Trans>,
            kind: 'text',
            hint: minute === null ? null : <Trans>Paid daily at {minute} minutes after 00:00 UTC</Trans>,
          },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          { name: 'min_amount', label: <Trans>Least amount of one order ({currency})</Trans>, kind: 'decimal' },
          { name: 'user_cap', label: <Trans>Per-user cap ({currency})</Trans>, kind: 'decimal' },
          { name: 'total_cap', label: <Trans>Total cap, all users ({currency})</Trans>, kind: 'decimal' },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          { name: 'intro', label: <Trans>Introduction (what the product is)</Trans>, kind: 'textarea' },
          {
            name: 'yield_source',
            label: <Trans>Yield source (where the interest comes from)</Trans>,
            kind: 'textarea',
          },
        ]}
      />
    </TermsForm>
  );
}
