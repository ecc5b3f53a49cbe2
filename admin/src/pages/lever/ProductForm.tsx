// An administrator's edit of one contract's terms: the fields as stored, checked as typed (./terms:
// the server's own checks), then a confirmation listing what changes before anything is sent; the
// server's refusal is shown in place. Saved terms reach new positions only: a position keeps the
// terms it was opened under.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminLeverOverview, AdminLeverProduct } from '../../../../contract/lever';
import { saveLeverProduct } from '../../api/calls';
import { errorText } from '../../api/client';
import { percentOf } from '../../lib/percent';
import { ChangeList, ConfirmSaveActions, EditActions, Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import { changesOf, problemsOf, requestOf, type TermsField, type TermsForm, termsOf } from './terms';

export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product: AdminLeverProduct;
  onSaved: (overview: AdminLeverOverview, symbol: string) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const [form, setForm] = useState<TermsForm>(() => termsOf(product));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = problemsOf(form);
  const invalid = Object.keys(problems).length > 0;
  const changes = invalid ? [] : changesOf(product, form);
  const stored = termsOf(product);
  const { symbol } = product;
  const base = symbol.split('/')[0] ?? symbol;
  const busy = saving || confirming;

  // Opened from a row further down: brought into view.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = (k: TermsField) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const note = (k: TermsField): string | null => {
    const p: MessageDescriptor | undefined = problems[k];
    // A field's problem shows once it differs from the stored value, or after a save was tried.
    return p && (tried || form[k].trim() !== stored[k]) ? i18n._(p) : null;
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
      onSaved(await saveLeverProduct(requestOf(product, form)), symbol);
    } catch (err) {
      setError(errorText(err));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };

  const labels: Record<TermsField | 'enabled', string> = {
    lot_size: t`Lot size`,
    multiples: t`Multiples`,
    min_share: t`Least lots`,
    max_share: t`Most lots`,
    fee_rate: t`Fee rate`,
    overnight_rate: t`Overnight rate`,
    price_band: t`Limit price band`,
    enabled: t`Offered`,
  };
  const shown = (field: TermsField | 'enabled', v: string) => {
    if (field === 'enabled') return v === 'true' ? t`Yes` : t`No`;
    if (field === 'fee_rate' || field === 'overnight_rate' || field === 'price_band')
      return `${v} (${percentOf(v) ?? v} %)`;
    return v;
  };

  const text = (k: TermsField, label: ReactNode, hint?: ReactNode) => (
    <Field label={label} problem={note(k)} hint={hint}>
      {(id) => (
        <input
          id={id}
          name={k}
          inputMode={k === 'multiples' ? 'text' : k === 'min_share' || k === 'max_share' ? 'numeric' : 'decimal'}
          value={form[k]}
          disabled={busy}
          aria-invalid={note(k) ? true : undefined}
          onChange={(e) => set(k)(e.target.value)}
        />
      )}
    </Field>
  );
  const ratePct = (k: 'fee_rate' | 'overnight_rate' | 'price_band') => (problems[k] ? null : percentOf(form[k]));
  const feePct = ratePct('fee_rate');
  const overnightPct = ratePct('overnight_rate');
  const bandPct = ratePct('price_band');

  return (
    <form ref={ref} className="card editor" onSubmit={review} aria-label={symbol}>
      <h3>
        <Trans>Edit the {symbol} contract</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Edits apply to new positions only: open positions and waiting entrusts keep the terms they were placed under.
        </Trans>
      </p>
      <div className="row">
        {text('lot_size', <Trans>Lot size ({base} per lot)</Trans>)}
        {text('multiples', <Trans>Multiples (comma-separated, e.g. 5,10,20)</Trans>)}
        {text('min_share', <Trans>Least lots</Trans>)}
        {text('max_share', <Trans>Most lots</Trans>)}
      </div>
      <div className="row">
        {text(
          'fee_rate',
          <Trans>Fee rate (fraction of the notional, on open and on close)</Trans>,
          feePct === null ? null : <Trans>{feePct} % of the notional</Trans>,
        )}
        {text(
          'overnight_rate',
          <Trans>Overnight rate (fraction of the notional, a day)</Trans>,
          overnightPct === null ? null : <Trans>{overnightPct} % a day</Trans>,
        )}
        {text(
          'price_band',
          <Trans>Limit price band (fraction of the last price an entrust may be from it)</Trans>,
          bandPct === null ? null : <Trans>within {bandPct} % of the last price</Trans>,
        )}
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled}
          disabled={busy}
          onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
        />
        <Trans>Offered (off: customers cannot open new positions on it; open ones stay until closed)</Trans>
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
            <strong>
              <Trans>Save these terms for {symbol}?</Trans>
            </strong>
          </legend>
          <ChangeList changes={changes} labels={labels} shown={shown} testId="lever-changes" />
          <p className="muted">
            <Trans>New positions get these terms; open positions keep theirs.</Trans>
          </p>
          <ConfirmSaveActions saving={saving} onSave={save} onBack={() => setConfirming(false)} />
        </fieldset>
      ) : (
        <EditActions disabled={tried && invalid} onCancel={onCancel} />
      )}
    </form>
  );
}
