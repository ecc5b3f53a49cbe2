// An administrator's edit of one earn product, or a new one: the fields as stored (rates in per cent,
// the dividend time as HH:MM UTC), checked as typed (./terms: the server's own checks), then a
// confirmation listing what changes before anything is sent; the server's refusal is shown in
// place. Saved terms reach new orders only: an order keeps the terms it was placed under.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminEarnProduct, EarnKind } from '../../../../contract/earn';
import { saveEarnProduct } from '../../api/calls';
import { errorText } from '../../api/client';
import { percentOf } from '../../lib/percent';
import { ChangeList, ConfirmSaveActions, EditActions, Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import {
  type Change,
  changesOf,
  EARN_CURRENCIES,
  type EarnField,
  type EarnForm,
  formOf,
  fractionOf,
  KIND_LABELS,
  minuteOf,
  problemsOf,
  requestOf,
  yearlyPercentOf,
} from './terms';

/** The fields a field is compared with: a cap's problem may come from the amount below it. */
const RELATED: Partial<Record<EarnField, EarnField[]>> = {
  user_cap: ['min_amount'],
  total_cap: ['min_amount', 'user_cap'],
};

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
  const [form, setForm] = useState<EarnForm>(() => formOf(product));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adding = product === undefined;
  const stored = formOf(product);
  const problems = problemsOf(form);
  const invalid = Object.keys(problems).length > 0;
  const changes = invalid ? [] : changesOf(product, form);
  const busy = saving || confirming;
  const title = product ? product.name : t`Add a product`;
  const newName = form.name.trim();

  // Opened from a row further down: brought into view.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = (k: EarnField) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const touched = (k: EarnField) => form[k].trim() !== stored[k];
  const note = (k: EarnField): string | null => {
    const p: MessageDescriptor | undefined = problems[k];
    // A field's problem shows once it (or a field it is compared with) differs from the stored (or
    // blank) value, or after a save was tried.
    return p && (tried || touched(k) || (RELATED[k] ?? []).some(touched)) ? i18n._(p) : null;
  };

  // First the check and the confirmation; the confirmation sends.
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
      onSaved(await saveEarnProduct(requestOf(form, product?.id)), newName);
    } catch (err) {
      setError(errorText(err));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };

  const labels: Record<EarnField | 'enabled', string> = {
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
    enabled: t`Offered`,
  };
  const shown = (field: Change['field'], v: string) => {
    if (field === 'enabled') return v === 'true' ? t`Yes` : t`No`;
    if (field === 'kind') return i18n._(KIND_LABELS[v as EarnKind]);
    if (field === 'daily_rate' || field === 'penalty_rate') return `${percentOf(v) ?? v} % (${v})`;
    if (field === 'dividend_time') return `${v} UTC`;
    return v;
  };

  const text = (k: EarnField, label: ReactNode, hint?: ReactNode, mode: 'decimal' | 'numeric' | 'text' = 'decimal') => (
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
  const area = (k: 'intro' | 'yield_source', label: ReactNode) => (
    <Field label={label} problem={note(k)}>
      {(id) => (
        <textarea
          id={id}
          name={k}
          rows={3}
          value={form[k]}
          disabled={busy}
          aria-invalid={note(k) ? true : undefined}
          onChange={(e) => set(k)(e.target.value)}
        />
      )}
    </Field>
  );
  const choice = (k: 'kind' | 'currency', label: ReactNode, options: { value: string; label: string }[]) => (
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

  const currency = form.currency;
  const daily = problems.daily_rate ? null : fractionOf(form.daily_rate);
  const yearly = daily === null ? null : yearlyPercentOf(daily);
  const penalty = problems.penalty_rate ? null : fractionOf(form.penalty_rate);
  const minute = problems.dividend_time ? null : minuteOf(form.dividend_time);
  // An edited product's currency the list does not hold stays choosable (the server judges it).
  const currencies = EARN_CURRENCIES.includes(stored.currency)
    ? EARN_CURRENCIES
    : [stored.currency, ...EARN_CURRENCIES];

  return (
    <form ref={ref} className="card editor" onSubmit={review} aria-label={title}>
      <h3>{adding ? <Trans>Add a product</Trans> : <Trans>Edit {title}</Trans>}</h3>
      <p className="muted">
        <Trans>Edits apply to new orders only; orders already placed keep their terms.</Trans>
      </p>
      <div className="row">
        {text('name', <Trans>Name</Trans>, undefined, 'text')}
        {choice(
          'kind',
          <Trans>Kind</Trans>,
          (Object.keys(KIND_LABELS) as EarnKind[]).map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) })),
        )}
        {choice(
          'currency',
          <Trans>Currency</Trans>,
          currencies.map((c) => ({ value: c, label: c })),
        )}
        {text('days', <Trans>Days locked</Trans>, undefined, 'numeric')}
      </div>
      <div className="row">
        {text(
          'daily_rate',
          <Trans>Daily rate (% a day)</Trans>,
          daily === null ? null : (
            <Trans>
              {yearly} % a year (simple); sent as {daily}
            </Trans>
          ),
        )}
        {text(
          'penalty_rate',
          <Trans>Penalty rate (% of the amount for each day still to run)</Trans>,
          penalty === null ? null : <Trans>Sent as {penalty}</Trans>,
        )}
        {text(
          'dividend_time',
          <Trans>Dividend time (HH:MM UTC)</Trans>,
          minute === null ? null : <Trans>Paid daily at {minute} minutes after 00:00 UTC</Trans>,
          'text',
        )}
      </div>
      <div className="row">
        {text('min_amount', <Trans>Least amount of one order ({currency})</Trans>)}
        {text('user_cap', <Trans>Per-user cap ({currency})</Trans>)}
        {text('total_cap', <Trans>Total cap, all users ({currency})</Trans>)}
      </div>
      <div className="row">
        {area('intro', <Trans>Introduction (what the product is)</Trans>)}
        {area('yield_source', <Trans>Yield source (where the interest comes from)</Trans>)}
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled}
          disabled={busy}
          onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
        />
        <Trans>Offered (off: customers cannot subscribe to it; running orders continue until they mature)</Trans>
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
            <strong>{adding ? <Trans>Add {newName}?</Trans> : <Trans>Save these terms for {title}?</Trans>}</strong>
          </legend>
          <ChangeList changes={changes} labels={labels} shown={shown} testId="earn-changes" />
          <p className="muted">
            <Trans>Edits apply to new orders only; orders already placed keep their terms.</Trans>
          </p>
          <ConfirmSaveActions saving={saving} onSave={save} onBack={() => setConfirming(false)} />
        </fieldset>
      ) : (
        <EditActions disabled={tried && invalid} onCancel={onCancel} />
      )}
    </form>
  );
}
