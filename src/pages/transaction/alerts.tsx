// Price alerts (issue 40), reached from a trading screen's head with its instrument (`?id=`): the
// price now, a form to be told when it rises to a price, falls to one, or moves by a percentage
// either way, checked here by the server's own rules (contract/alert-rules.ts); then the user's
// alerts, active ones first, fired ones with the recorded tick that fired them, each deletable.
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { alertLevels, checkAlert } from '../../../contract/alert-rules';
import { type AlertKind, MAX_ACTIVE_ALERTS, type PriceAlert } from '../../../contract/alerts';
import { addAlert, deleteAlert, getAlerts } from '../../api/alerts';
import { ApiError } from '../../api/client';
import { useProblemText } from '../../i18n/problem';
import { useRefusalText } from '../../i18n/refusal';
import { alertCondition } from '../../lib/alertText';
import { groupDigits } from '../../lib/format';
import { onAlertFired } from '../../realtime/alerts';
import { useQuote, useQuoteList } from '../../state/quotes';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { SelectField } from '../../ui/SelectField';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { formatMoment } from '../setting/safeguards';
import './alerts.css';

const KINDS = [
  { value: 'above', label: msg`The price rises to` },
  { value: 'below', label: msg`The price falls to` },
  { value: 'move', label: msg`The price moves by ± %` },
] as const;

/** The instrument shown when none is named: the first listed (BTC/USDT). */
const DEFAULT_ID = 1;

export default function Alerts() {
  const [alerts, setAlerts] = useState<PriceAlert[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    setFailed(false);
    try {
      setAlerts(await getAlerts({ quiet: true, signal }));
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setFailed(true);
    }
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);
  /** Alerts heard firing: one may fire before the answer that set it arrives. */
  const heard = useRef(new Map<string, PriceAlert>());
  // One that fires while the screen is open turns to fired in place; after a reconnection (events
  // may have been missed) the list is read again.
  useEffect(
    () =>
      onAlertFired((fired) => {
        if (!fired) return void load();
        heard.current.set(fired.id, fired);
        setAlerts((list) => (list ? list.map((a) => (a.id === fired.id ? fired : a)) : list));
      }),
    [load],
  );
  /** Lists a new alert; false when it fired already (its own toast said so then). */
  const added = (alert: PriceAlert) => {
    const fired = heard.current.get(alert.id);
    setAlerts((l) => [fired ?? alert, ...(l ?? [])]);
    return !fired;
  };

  const active = alerts?.filter((a) => a.status === 'active').length ?? 0;
  let list: ReactNode;
  if (failed)
    list = (
      <LoadError onRetry={() => void load()} quiet>
        <Trans>Your alerts could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    );
  else if (!alerts) list = <DelayedSpinner delay={200} />;
  else if (alerts.length === 0)
    list = (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>No price alerts yet</Trans>
        </p>
        <p>
          <Trans>
            Set one above: when the price gets there, you are told at once and it is kept in your notifications.
          </Trans>
        </p>
      </div>
    );
  else
    list = (
      <ul className="alert-list">
        {alerts.map((a) => (
          <AlertRow key={a.id} alert={a} onDeleted={() => setAlerts((l) => (l ? l.filter((x) => x.id !== a.id) : l))} />
        ))}
      </ul>
    );

  return (
    <div className="page alerts-page">
      <NavBar title={<Trans>Price alerts</Trans>} />
      <AlertForm full={active >= MAX_ACTIVE_ALERTS} onAdded={added} />
      <h2 className="alerts-title">
        <Trans>My alerts</Trans>
        {alerts && (
          <span className="alerts-count">
            <Trans>
              {active} of {MAX_ACTIVE_ALERTS} active
            </Trans>
          </span>
        )}
      </h2>
      {list}
    </div>
  );
}

function AlertForm({ full, onAdded }: { full: boolean; onAdded: (alert: PriceAlert) => boolean }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const problemText = useProblemText();
  const refusalText = useRefusalText();
  const [params, setParams] = useSearchParams();
  const { quotes, status } = useQuoteList();
  const id = Number(params.get('id')) || DEFAULT_ID;
  const quote = useQuote(id);
  const [kind, setKind] = useState<AlertKind>('above');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** One key per alert meant: kept when the answer was lost, so sending again sets it once. */
  const key = useRef(crypto.randomUUID());

  const choose = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('id', next);
        return copy;
      },
      { replace: true },
    );

  if (!quote)
    return status === 'failed' ? (
      <LoadError onRetry={() => window.location.reload()}>
        <Trans>Prices could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    ) : status === 'loading' ? (
      <DelayedSpinner delay={200} />
    ) : (
      <p className="empty-state" role="alert">
        <Trans>This market is not available</Trans>
      </p>
    );

  const current = quote.price;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkAlert(kind, value, current);
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const added = await addAlert({ matchId: quote.id, kind, value: value.trim() }, key.current, { quiet: true });
      key.current = crypto.randomUUID();
      setValue('');
      if (onAdded(added)) showToast(t`Alert set`);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'refused') {
        key.current = crypto.randomUUID();
        setError(refusalText(err));
      } else setError(t`The alert may not have been set. Check your connection, then send it again.`);
    } finally {
      setBusy(false);
    }
  };

  const levels = kind === 'move' && !checkAlert(kind, value, current) ? alertLevels(kind, value.trim(), current) : null;
  const quoteCurrency = quote.quote;
  const up = groupDigits(levels?.up ?? '');
  const down = groupDigits(levels?.down ?? '0');
  return (
    <form className="card alert-form" onSubmit={(e) => void submit(e)} noValidate>
      <SelectField
        label={<Trans>Instrument</Trans>}
        value={String(quote.id)}
        options={quotes.map((q) => ({ value: String(q.id), label: q.symbol }))}
        onChange={choose}
      />
      <p className="alert-now">
        <span>
          <Trans>Price now</Trans>
        </span>
        <strong data-testid="alert-price-now">{groupDigits(current)}</strong>
      </p>
      <SelectField
        label={<Trans>Tell me when</Trans>}
        value={kind}
        options={KINDS.map((k) => ({ value: k.value, label: i18n._(k.label) }))}
        onChange={(k) => {
          setKind(k);
          setError(null);
        }}
      />
      <Field
        label={kind === 'move' ? <Trans>Change (%)</Trans> : <Trans>Price ({quoteCurrency})</Trans>}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        hint={
          levels ? (
            <Trans>
              Fires at {up} or {down}
            </Trans>
          ) : null
        }
      />
      {full && (
        <p className="field-hint" role="status">
          <Trans>You have {MAX_ACTIVE_ALERTS} active alerts, the most allowed. Delete one to set another.</Trans>
        </p>
      )}
      <SubmitButton busy={busy} disabled={full}>
        <Trans>Set alert</Trans>
      </SubmitButton>
    </form>
  );
}

function AlertRow({ alert: a, onDeleted }: { alert: PriceAlert; onDeleted: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { lang } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const condition = i18n._(
    alertCondition({ kind: a.kind, price: a.price, percent: a.percent, setPrice: a.set_tick.price }),
  );
  const symbol = a.symbol;

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAlert(a.id);
      showToast(t`Alert deleted`);
      onDeleted();
    } catch {
      // Said by the API client; the alert stays listed.
      setBusy(false);
    }
  };

  const fired = a.fired_tick;
  const firedPrice = groupDigits(fired?.price ?? '');
  const firedTime = fired ? formatMoment(fired.time, lang) : '';
  return (
    <li className="card alert-row" data-status={a.status}>
      <div className="alert-row-main">
        <strong>{symbol}</strong>
        <span>{condition}</span>
        {fired ? (
          <span className="alert-fired">
            <Trans>
              Fired at {firedPrice} · {firedTime}
            </Trans>
          </span>
        ) : (
          <span className="alert-active">
            <Trans>Active</Trans>
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button-secondary alert-delete"
        onClick={() => void remove()}
        disabled={busy}
        aria-busy={busy}
        aria-label={t`Delete the alert on ${symbol}: ${condition}`}
      >
        <Trans>Delete</Trans>
      </button>
    </li>
  );
}
