// An administrator's edit of one dual-investment plan, or a new one: the APR and the strike offset
// in per cent (sent as fractions, shown as what is sent), the share size in the currency a share
// takes (the coin for a call, USDT for a put), a preview of the linked price the plan would list at
// for a price the operator types, then a confirmation listing what changes before anything is
// sent; the server's refusal is shown in place. Products already listed keep their terms.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DUAL_COINS, type DualPlan, type DualType } from '../../../../contract/dual';
import { saveDualPlan } from '../../api/calls';
import { errorText } from '../../api/client';
import { grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { ChangeList, ConfirmSaveActions, EditActions, Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import {
  type Change,
  changesOf,
  type DualField,
  type DualForm,
  formOf,
  investCurrencyOf,
  offsetOf,
  previewOf,
  problemsOf,
  rateOf,
  requestOf,
  TYPE_LABELS,
} from './terms';

/** The fields a field is compared with: the per-user limit's problem may come from the total. */
const RELATED: Partial<Record<DualField, DualField[]>> = { user_limit: ['total_number'] };

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
  const [form, setForm] = useState<DualForm>(() => formOf(plan));
  const [price, setPrice] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adding = plan === undefined;
  const stored = formOf(plan);
  const problems = problemsOf(form);
  const invalid = Object.keys(problems).length > 0;
  const changes = invalid ? [] : changesOf(plan, form);
  const busy = saving || confirming;
  const planId = plan?.id ?? 0;
  const title = plan ? t`Plan ${planId}` : t`Add a plan`;

  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = (k: DualField) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const touched = (k: DualField) => form[k].trim() !== stored[k];
  const note = (k: DualField): string | null => {
    const p: MessageDescriptor | undefined = problems[k];
    return p && (tried || touched(k) || (RELATED[k] ?? []).some(touched)) ? i18n._(p) : null;
  };

  const review = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (invalid || changes.length === 0) return;
    setConfirming(true);
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await saveDualPlan(requestOf(form, plan?.id)));
    } catch (err) {
      setError(errorText(err));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };

  const type = form.type as DualType;
  const coin = form.coin;
  const invest = investCurrencyOf(type, coin);
  const labels: Record<DualField | 'enabled', string> = {
    coin: t`Coin`,
    type: t`Type`,
    days: t`Days`,
    rate: t`APR`,
    offset: t`Strike offset`,
    step: t`Strike step`,
    share_size: t`Share size`,
    total_number: t`Total shares`,
    user_limit: t`Per-user limit`,
    enabled: t`Offered`,
  };
  const shown = (field: Change['field'], v: string) => {
    if (field === 'enabled') return v === 'true' ? t`Yes` : t`No`;
    if (field === 'type') return i18n._(TYPE_LABELS[v as DualType]);
    if (field === 'rate' || field === 'offset') return `${percentOf(v) ?? v} % (${v})`;
    if (field === 'step') return `${v} USDT`;
    if (field === 'share_size') return `${v} ${invest}`;
    return v;
  };

  const text = (k: DualField, label: ReactNode, hint?: ReactNode, mode: 'decimal' | 'numeric' = 'decimal') => (
    <Field label={label} problem={note(k)} hint={hint}>
      {(id) => (
        <input
          id={id}
          name={k}
          inputMode={mode}
          value={form[k]}
          disabled={busy}
          aria-invalid={note(k) ? true : undefined}
          onChange={(e) => set(k)(e.target.value)}
        />
      )}
    </Field>
  );
  const choice = (k: 'coin' | 'type', label: ReactNode, options: { value: string; label: string }[]) => (
    <Field label={label} problem={note(k)}>
      {(id) => (
        <select id={id} name={k} value={form[k]} disabled={busy} onChange={(e) => set(k)(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const rate = problems.rate ? null : rateOf(form.rate);
  const offset = problems.offset ? null : offsetOf(form.offset);
  const strike = previewOf(form, price);
  const typedPrice = grouped(price.trim().replace(/,/g, ''));
  const linked = strike === null ? '' : grouped(strike);
  const priceId = useId();

  return (
    <form ref={ref} className="card editor" onSubmit={review} aria-label={title}>
      <h3>{adding ? <Trans>Add a plan</Trans> : <Trans>Edit {title}</Trans>}</h3>
      <p className="muted">
        <Trans>Edits reach the products listed from now on; products already listed keep their terms.</Trans>
      </p>
      <div className="row">
        {choice(
          'coin',
          <Trans>Coin</Trans>,
          DUAL_COINS.map((c) => ({ value: c, label: c })),
        )}
        {choice(
          'type',
          <Trans>Type</Trans>,
          (['call', 'put'] as const).map((k) => ({ value: k, label: i18n._(TYPE_LABELS[k]) })),
        )}
        {text('days', <Trans>Days to maturity</Trans>, undefined, 'numeric')}
      </div>
      <div className="row">
        {text('rate', <Trans>APR (% a year)</Trans>, rate === null ? null : <Trans>Sent as {rate}</Trans>)}
        {text(
          'offset',
          <Trans>Strike offset (% from the price)</Trans>,
          offset === null ? null : <Trans>Sent as {offset}</Trans>,
        )}
        {text('step', <Trans>Strike step (USDT)</Trans>)}
      </div>
      <div className="row">
        {text(
          'share_size',
          type === 'call' ? (
            <Trans>Share size ({coin}: a call takes the coin)</Trans>
          ) : (
            <Trans>Share size (USDT: a put takes USDT)</Trans>
          ),
        )}
        {text('total_number', <Trans>Total shares of a product</Trans>, undefined, 'numeric')}
        {text('user_limit', <Trans>Per-user limit (shares)</Trans>, undefined, 'numeric')}
      </div>
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
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled}
          disabled={busy}
          onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
        />
        <Trans>Offered (off: no more products are listed from this plan; listed ones run to maturity)</Trans>
      </label>
      {tried && !invalid && changes.length === 0 ? (
        <p className="state-note" role="status">
          <Trans>Nothing has changed.</Trans>
        </p>
      ) : null}
      <ErrorNote text={error} />
      {confirming ? (
        <fieldset className="decide">
          <legend>
            <strong>{adding ? <Trans>Add this plan?</Trans> : <Trans>Save these terms for {title}?</Trans>}</strong>
          </legend>
          <ChangeList changes={changes} labels={labels} shown={shown} testId="dual-changes" />
          <p className="muted">
            <Trans>Edits reach the products listed from now on; products already listed keep their terms.</Trans>
          </p>
          <ConfirmSaveActions saving={saving} onSave={save} onBack={() => setConfirming(false)} />
        </fieldset>
      ) : (
        <EditActions disabled={tried && invalid} onCancel={onCancel} />
      )}
    </form>
  );
}
