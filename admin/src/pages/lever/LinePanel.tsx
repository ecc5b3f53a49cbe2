// The liquidation line: every position of an account is closed when its risk rate falls to it.
// Operators read it in per cent; administrators change it (more than 0, less than 100 %), confirm,
// and it is sent as a fraction (10 % → 0.1). Unlike a contract's terms, the line is read at every
// check, so a change reaches accounts with open positions at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { AdminLeverOverview } from '../../../../contract/lever';
import { saveLeverLine } from '../../api/calls';
import { errorText } from '../../api/client';
import { percentOf } from '../../lib/percent';
import { ConfirmSaveActions, EditActions } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import { lineFraction } from './terms';

export function LinePanel({
  line,
  editable,
  onSaved,
}: {
  line: string;
  editable: boolean;
  onSaved: (overview: AdminLeverOverview) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const pct = percentOf(line) ?? line;
  return (
    <section aria-labelledby="lever-line-title">
      <div className="row spread">
        <h2 id="lever-line-title">
          <Trans>Liquidation line</Trans>
        </h2>
        {editable ? (
          <button
            type="button"
            aria-expanded={editing}
            onClick={() => {
              setSaved(false);
              setEditing(!editing);
            }}
          >
            {editing ? <Trans>Close</Trans> : <Trans>Change the line</Trans>}
          </button>
        ) : null}
      </div>
      <p>
        <Trans>
          Every position of an account is closed when its risk rate (equity over the margins held) falls to{' '}
          <strong data-testid="lever-line">{pct} %</strong>.
        </Trans>
      </p>
      {saved ? (
        <p className="ok-note" role="status">
          <Trans>Saved the liquidation line: {pct} %.</Trans>
        </p>
      ) : null}
      {editing ? (
        <LineForm
          line={line}
          onSaved={(o) => {
            setEditing(false);
            setSaved(true);
            onSaved(o);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}

function LineForm({
  line,
  onSaved,
  onCancel,
}: {
  line: string;
  onSaved: (overview: AdminLeverOverview) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const current = percentOf(line) ?? '';
  const [value, setValue] = useState(current);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fraction = lineFraction(value);
  const unchanged = fraction !== null && fraction === lineFraction(current);
  const problem = fraction === null && (tried || value.trim() !== current);
  const from = current;
  const to = fraction === null ? '' : (percentOf(fraction) ?? '');
  const sent = fraction ?? '—';

  const review = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (fraction === null || unchanged) return;
    setConfirming(true);
  };
  const save = async () => {
    if (fraction === null) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await saveLeverLine(fraction));
    } catch (err) {
      setError(errorText(err));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card editor" onSubmit={review} aria-label={t`Liquidation line`}>
      <label htmlFor={id}>
        <Trans>Liquidation line (%)</Trans>
        <input
          id={id}
          name="line"
          inputMode="decimal"
          value={value}
          disabled={saving || confirming}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {problem ? (
          <span className="field-error" role="alert">
            <Trans>More than 0 and less than 100, at most 6 decimals</Trans>
          </span>
        ) : (
          <span className="muted">
            <Trans>Sent as a fraction: {sent}</Trans>
          </span>
        )}
      </label>
      {tried && unchanged ? (
        <p className="state-note" role="status">
          <Trans>Nothing has changed.</Trans>
        </p>
      ) : null}
      <ErrorNote text={error} />
      {confirming ? (
        <fieldset className="decide">
          <legend>
            <strong>
              <Trans>
                Change the liquidation line from {from} % to {to} %?
              </Trans>
            </strong>
          </legend>
          <p className="muted">
            <Trans>
              It applies at once to every account with open positions: a higher line closes positions sooner, a lower
              one later.
            </Trans>
          </p>
          <ConfirmSaveActions saving={saving} onSave={save} onBack={() => setConfirming(false)} />
        </fieldset>
      ) : (
        <EditActions disabled={tried && fraction === null} onCancel={onCancel} />
      )}
    </form>
  );
}
