// An administrator's edit of one spot pair's settings: the fields as stored, checked as typed
// (../../lib/spotPair: the server's bounds), only the changed ones sent; the server's refusal is
// shown in place. Saved settings apply to new orders at once; placed orders keep their terms.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminSpotPair } from '../../../../contract/admin';
import { saveSpotPair } from '../../api/calls';
import { errorText } from '../../api/client';
import { changesOf, formOf, type PairField, type PairForm, problemsOf } from '../../lib/spotPair';
import { Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';

export function PairEditor({
  pair,
  onSaved,
  onCancel,
}: {
  pair: AdminSpotPair;
  onSaved: (p: AdminSpotPair) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const [form, setForm] = useState<PairForm>(() => formOf(pair));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const problems = problemsOf(pair, form);
  const changes = changesOf(pair, form);
  const changed = Object.keys(changes).length > 0;
  const invalid = Object.keys(problems).length > 0;
  const { symbol, base, quote, open_orders: openOrders, price_decimals: priceDecimals } = pair;
  const max = pair.max_amount_decimals;

  // Opened from a row further down: brought into view.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = (k: PairField) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const note = (k: PairField): string | null => {
    const p: MessageDescriptor | undefined = problems[k];
    // A field's problem shows once it differs from the stored value, or after a save was tried.
    return p && (tried || k in changes) ? i18n._(p) : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (invalid || !changed) return;
    setSaving(true);
    try {
      onSaved(await saveSpotPair(pair.instrument_id, changes));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const text = (k: PairField, label: ReactNode, extra: { disabled?: boolean; hint?: ReactNode } = {}) => (
    <Field label={label} problem={note(k)} hint={extra.hint}>
      {(id) => (
        <input
          id={id}
          name={k}
          inputMode="decimal"
          value={form[k]}
          disabled={extra.disabled || saving}
          aria-invalid={note(k) ? true : undefined}
          onChange={(e) => set(k)(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form ref={ref} className="card editor" onSubmit={submit} aria-label={symbol}>
      <h3>
        <Trans>Edit {symbol}</Trans>
      </h3>
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled === '1'}
          disabled={saving}
          onChange={(e) => set('enabled')(e.target.checked ? '1' : '0')}
        />
        <Trans>Trading on (off: new orders are refused; open orders stay)</Trans>
      </label>
      <div className="row">
        {text('maker_fee', <Trans>Maker fee (0 to 0.01)</Trans>)}
        {text('taker_fee', <Trans>Taker fee (0 to 0.01)</Trans>)}
        {text('market_protection', <Trans>Market order protection (up to 0.2)</Trans>)}
        {text('price_band', <Trans>Limit price band around the last price (up to 0.9)</Trans>)}
        {text('max_open_orders', <Trans>Open orders per user (1 to 500)</Trans>)}
      </div>
      <div className="row">
        {text('amount_decimals', <Trans>Amount decimals (0 to {max})</Trans>, {
          disabled: pair.open_orders > 0,
          hint:
            pair.open_orders > 0 ? (
              <Trans>Fixed while the pair has open orders ({openOrders})</Trans>
            ) : (
              <Trans>Price decimals: {priceDecimals}</Trans>
            ),
        })}
        {text('min_amount', <Trans>Least amount ({base})</Trans>)}
        {text('min_total', <Trans>Least order value ({quote})</Trans>)}
      </div>
      <div className="row">
        {text('maker_levels', <Trans>Market maker levels a side (0 to 50)</Trans>)}
        {text('maker_step', <Trans>Market maker step (up to 0.05)</Trans>)}
        {text('maker_level_value', <Trans>Market maker level value ({quote})</Trans>)}
      </div>
      {tried && !changed && !invalid ? (
        <p className="state-note" role="status">
          <Trans>Nothing has changed.</Trans>
        </p>
      ) : null}
      <ErrorNote text={error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={saving || (tried && invalid)}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
