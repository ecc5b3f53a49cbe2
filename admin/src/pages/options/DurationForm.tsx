// An administrator's edit of one duration's terms, or a new duration: the fields as stored, sent
// whole; the server checks them (0 < ratio ≤ 1, 0 < least stake ≤ most stake) and its refusal is
// shown here. Saved terms apply to options made afterwards; open options keep theirs.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminOptionDuration } from '../../../../contract/options';
import { saveOptionDuration } from '../../api/calls';
import { errorText } from '../../api/client';
import { percentOf } from '../../lib/percent';
import { ErrorNote } from '../../ui/states';

type Form = { seconds: string; profit_ratio: string; min_stake: string; max_stake: string; enabled: boolean };

const formOf = (d: AdminOptionDuration | undefined): Form =>
  d
    ? {
        seconds: String(d.seconds),
        profit_ratio: d.profit_ratio,
        min_stake: d.min_stake,
        max_stake: d.max_stake,
        enabled: d.enabled,
      }
    : { seconds: '', profit_ratio: '', min_stake: '', max_stake: '', enabled: true };

const sameAs = (a: Form, b: Form) =>
  a.profit_ratio.trim() === b.profit_ratio &&
  a.min_stake.trim() === b.min_stake &&
  a.max_stake.trim() === b.max_stake &&
  a.enabled === b.enabled;

export function DurationForm({
  duration,
  taken,
  onSaved,
  onCancel,
}: {
  /** The duration to edit; none for a new one. */
  duration?: AdminOptionDuration;
  /** The durations that exist: a new one must be another. */
  taken: number[];
  onSaved: (seconds: number) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [form, setForm] = useState<Form>(() => formOf(duration));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const adding = duration === undefined;
  const seconds = Number(form.seconds.trim());
  const exists = adding && taken.includes(seconds);
  const unchanged = !adding && sameAs(form, formOf(duration));
  const pct = percentOf(form.profit_ratio);

  // Opened from a row further down: brought into view.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = (k: keyof Form) => (v: string | boolean) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (exists || unchanged) return;
    setSaving(true);
    try {
      await saveOptionDuration({
        seconds,
        profit_ratio: form.profit_ratio.trim(),
        min_stake: form.min_stake.trim(),
        max_stake: form.max_stake.trim(),
        enabled: form.enabled,
      });
      onSaved(seconds);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const text = (k: 'seconds' | 'profit_ratio' | 'min_stake' | 'max_stake', label: ReactNode, hint?: ReactNode) => (
    <label>
      {label}
      <input
        name={k}
        inputMode={k === 'seconds' ? 'numeric' : 'decimal'}
        value={form[k]}
        required
        disabled={saving}
        onChange={(e) => set(k)(e.target.value)}
      />
      {hint ? <span className="muted">{hint}</span> : null}
    </label>
  );

  return (
    <form ref={ref} className="card editor" onSubmit={submit} aria-label={adding ? t`Add duration` : t`${seconds} s`}>
      <h3>{adding ? <Trans>Add duration</Trans> : <Trans>Edit the {seconds} s duration</Trans>}</h3>
      <div className="row">
        {adding ? text('seconds', <Trans>Duration (seconds)</Trans>) : null}
        {text(
          'profit_ratio',
          <Trans>Payout ratio (more than 0, at most 1)</Trans>,
          pct === null ? null : <Trans>Profit on a win: {pct} %</Trans>,
        )}
        {text('min_stake', <Trans>Least stake (USDT)</Trans>)}
        {text('max_stake', <Trans>Most stake (USDT)</Trans>)}
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled}
          disabled={saving}
          onChange={(e) => set('enabled')(e.target.checked)}
        />
        <Trans>Offered (off: new options on this duration are refused; open ones run to expiry)</Trans>
      </label>
      {exists ? (
        <p className="error-note" role="alert">
          <Trans>A {seconds} s duration exists already: edit it in the table.</Trans>
        </p>
      ) : null}
      {tried && unchanged ? (
        <p className="state-note" role="status">
          <Trans>Nothing has changed.</Trans>
        </p>
      ) : null}
      <ErrorNote text={error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
