// An administrator's edit of one dual-investment plan, or a new one: the APR and the strike offset
// in per cent (sent as fractions, shown as what is sent), the share size in the currency a share
// takes (the coin for a call, USDT for a put), a preview of the linked price the plan would list at
// for a price the operator types, then a confirmation listing what changes before anything is
// sent; the server's refusal is shown in place. Products already listed keep their terms.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DUAL_COINS, type DualPlan, type DualType } from '../../../../contract/dual';
import { saveDualPlan } from '../../api/calls';
import { grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { ChangeList } from '../../ui/FormParts';
import { FieldRow, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';
import {
  changesOf,
  DUAL_REFUSALS_AT,
  type DualField,
  formOf,
  investCurrencyOf,
  offsetOf,
  previewOf,
  problemsOf,
  rateOf,
  requestOf,
  TYPE_LABELS,
} from './terms';

export function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  /** The plan to edit; none for a new one. */
  plan?: DualPlan;
  onSaved: (p: DualPlan) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const terms = useTermsForm({
    stored: formOf(plan),
    problemsOf,
    changesOf: (f) => changesOf(plan, f),
    // The per-user limit's problem may come from the total.
    related: { user_limit: ['total_number'] },
    send: async (f) => onSaved(await saveDualPlan(requestOf(f, plan?.id))),
    refusalsAt: DUAL_REFUSALS_AT,
  });
  const { form, problems } = terms;
  const [price, setPrice] = useState('');
  const priceId = useId();
  const planId = plan?.id ?? 0;
  const title = plan ? t`Plan ${planId}` : t`Add a plan`;

  const type = form.type as DualType;
  const coin = form.coin;
  const invest = investCurrencyOf(type, coin);
  const labels: Record<DualField, string> = {
    coin: t`Coin`,
    type: t`Type`,
    days: t`Days`,
    rate: t`APR`,
    offset: t`Strike offset`,
    step: t`Strike step`,
    share_size: t`Share size`,
    total_number: t`Total shares`,
    user_limit: t`Per-user limit`,
  };
  const shown = (field: DualField, v: string) => {
    if (field === 'type') return i18n._(TYPE_LABELS[v as DualType]);
    if (field === 'rate' || field === 'offset') return `${percentOf(v) ?? v} % (${v})`;
    if (field === 'step') return `${v} USDT`;
    if (field === 'share_size') return `${v} ${invest}`;
    return v;
  };

  const rate = problems.rate ? null : rateOf(form.rate);
  const offset = problems.offset ? null : offsetOf(form.offset);
  const strike = previewOf(form, price);
  const typedPrice = grouped(price.trim().replace(/,/g, ''));
  const linked = strike === null ? '' : grouped(strike);
  const reach = <Trans>Edits reach the products listed from now on; products already listed keep their terms.</Trans>;

  return (
    <TermsForm
      terms={terms}
      label={title}
      heading={plan ? <Trans>Edit {title}</Trans> : <Trans>Add a plan</Trans>}
      intro={reach}
      offered={<Trans>Offered (off: no more products are listed from this plan; listed ones run to maturity)</Trans>}
      question={plan ? <Trans>Save these terms for {title}?</Trans> : <Trans>Add this plan?</Trans>}
      changes={<ChangeList changes={terms.changes} labels={labels} shown={shown} testId="dual-changes" />}
      confirmNote={reach}
      onCancel={onCancel}
    >
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'coin',
            label: <Trans>Coin</Trans>,
            kind: 'select',
            options: DUAL_COINS.map((c) => ({ value: c, label: c })),
          },
          {
            name: 'type',
            label: <Trans>Type</Trans>,
            kind: 'select',
            options: (['call', 'put'] as const).map((k) => ({ value: k, label: i18n._(TYPE_LABELS[k]) })),
          },
          { name: 'days', label: <Trans>Days to maturity</Trans>, kind: 'integer' },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'rate',
            label: <Trans>APR (% a year)</Trans>,
            kind: 'decimal',
            hint: rate === null ? null : <Trans>Sent as {rate}</Trans>,
          },
          {
            name: 'offset',
            label: <Trans>Strike offset (% from the price)</Trans>,
            kind: 'decimal',
            hint: offset === null ? null : <Trans>Sent as {offset}</Trans>,
          },
          { name: 'step', label: <Trans>Strike step (USDT)</Trans>, kind: 'decimal' },
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          {
            name: 'share_size',
            label:
              type === 'call' ? (
                <Trans>Share size ({coin}: a call takes the coin)</Trans>
              ) : (
                <Trans>Share size (USDT: a put takes USDT)</Trans>
              ),
            kind: 'decimal',
          },
          { name: 'total_number', label: <Trans>Total shares of a product</Trans>, kind: 'integer' },
          { name: 'user_limit', label: <Trans>Per-user limit (shares)</Trans>, kind: 'integer' },
        ]}
      />
      <div className="row">
        <label htmlFor={priceId}>
          <Trans>Preview: a price of {coin} (USDT)</Trans>
          <input id={priceId} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </label>
      </div>
      <p className="muted" role="status" data-testid="dual-preview">
        {strike === null ? (
          <Trans>Type a price to see the linked price this plan would list at.</Trans>
        ) : (
          <Trans>
            At price {typedPrice} this plan lists at linked price {linked} USDT.
          </Trans>
        )}
      </p>
    </TermsForm>
  );
}
