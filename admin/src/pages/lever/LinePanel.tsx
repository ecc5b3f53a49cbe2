// The liquidation line: every position of an account is closed when its risk rate falls to it.
// Operators read it in per cent; administrators change it (more than 0, less than 100 %), confirm,
// and it is sent as a fraction (10 % → 0.1). Unlike a contract's terms, the line is read at every
// check, so a change reaches accounts with open positions at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLeverOverview } from '../../../../contract/lever';
import { saveLeverLine } from '../../api/calls';
import { percentOf } from '../../lib/percent';
import { TermField, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';
import { LINE_PROBLEM, LINE_REFUSALS_AT, lineFraction } from './terms';

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
  const current = percentOf(line) ?? '';
  const terms = useTermsForm({
    stored: { line: current },
    problemsOf: (f) => (lineFraction(f.line) === null ? { line: LINE_PROBLEM } : {}),
    changesOf: (f) => (lineFraction(f.line) === lineFraction(current) ? [] : [f.line]),
    send: async (f) => onSaved(await saveLeverLine(lineFraction(f.line) ?? '')),
    refusalsAt: LINE_REFUSALS_AT,
  });
  const fraction = lineFraction(terms.form.line);
  const from = current;
  const to = fraction === null ? '' : (percentOf(fraction) ?? '');
  const sent = fraction ?? '—';

  return (
    <TermsForm
      terms={terms}
      label={t`Liquidation line`}
      question={
        <Trans>
          Change the liquidation line from {from} % to {to} %?
        </Trans>
      }
      confirmNote={
        <Trans>
          It applies at once to every account with open positions: a higher line closes positions sooner, a lower one
          later.
        </Trans>
      }
      onCancel={onCancel}
    >
      <TermField
        terms={terms}
        spec={{
          name: 'line',
          label: <Trans>Liquidation line (%)</Trans>,
          kind: 'decimal',
          hint: <Trans>Sent as a fraction: {sent}</Trans>,
        }}
      />
    </TermsForm>
  );
}
