// An administrator's edit of one IEO project, or a new one: the terms as stored (times as UTC
// date-times), a description per language (English required; readers of a language left empty get
// English), checked as typed (./terms), then a confirmation listing what changes before anything
// is sent; the server's refusal is shown in place. Once the project has opened its terms are fixed
// and shown read-only here (the server refuses a change anyway).
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminIeoProject } from '../../../../contract/ieo';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../contract/locales';
import { saveIeoProject } from '../../api/calls';
import { errorText } from '../../api/client';
import { ConfirmSaveActions, EditActions, Field } from '../../ui/FormParts';
import { LangTexts, type Texts } from '../../ui/LangTexts';
import { ErrorNote } from '../../ui/states';
import {
  type Change,
  changesOf,
  fieldFrozen,
  formOf,
  type IeoField,
  type IeoForm,
  PAY_CURRENCIES,
  problemsOf,
  releaseWindowOf,
  requestOf,
  TOKENS,
  termsFrozen,
  utcText,
} from './terms';

/** The fields a field is compared with: a cap's problem may come from the amounts around it. */
const RELATED: Partial<Record<IeoField, IeoField[]>> = {
  min_amount: ['supply'],
  user_cap: ['min_amount', 'supply'],
  show_at: ['start_at'],
  end_at: ['start_at'],
  pay_currency: ['token'],
};

export function ProjectForm({
  project,
  onSaved,
  onCancel,
}: {
  /** The project to edit; none for a new one. */
  project?: AdminIeoProject;
  onSaved: (p: AdminIeoProject) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const [form, setForm] = useState<IeoForm>(() => formOf(project));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adding = project === undefined;
  const frozen = termsFrozen(project);
  const stored = formOf(project);
  const problems = problemsOf(form);
  const invalid = Object.keys(problems).length > 0;
  const changes = invalid ? [] : changesOf(project, form);
  const busy = saving || confirming;
  const title = project ? project.title : t`Add a project`;
  const newTitle = form.title.trim();

  // Opened from a row further down: brought into view.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = (k: IeoField) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const touched = (k: IeoField) => form[k].trim() !== stored[k];
  const note = (k: IeoField): string | null => {
    const p: MessageDescriptor | undefined = problems[k];
    // A field's problem shows once it (or a field it is compared with) differs from the stored (or
    // blank) value, or after a save was tried.
    return p && (tried || touched(k) || (RELATED[k] ?? []).some(touched)) ? i18n._(p) : null;
  };
  const enNote =
    problems.description_en && (tried || form.descriptions.en !== stored.descriptions.en)
      ? i18n._(problems.description_en)
      : problems.descriptions
        ? i18n._(problems.descriptions)
        : null;

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
      onSaved(await saveIeoProject(requestOf(form, project)));
    } catch (err) {
      setError(errorText(err));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };

  const pay = form.pay_currency;
  const token = form.token.trim() || t`tokens`;
  const labels: Record<IeoField | 'enabled', string> = {
    title: t`Title`,
    token: t`Token`,
    pay_currency: t`Pay currency`,
    price: t`Price`,
    supply: t`Supply`,
    min_amount: t`Least order`,
    user_cap: t`Per-user cap`,
    show_at: t`Shown from`,
    start_at: t`Start`,
    end_at: t`End`,
    lock_days: t`Days locked`,
    release_days: t`Release every (days)`,
    release_parts: t`Parts`,
    link: t`Website`,
    white_paper: t`White paper`,
    enabled: t`Offered`,
  };
  const hows: Record<'added' | 'edited' | 'removed', string> = {
    added: t`added`,
    edited: t`edited`,
    removed: t`removed (readers get English)`,
  };
  const shown = (field: IeoField | 'enabled', v: string) => {
    if (field === 'enabled') return v === 'true' ? t`Yes` : t`No`;
    if (field === 'show_at' || field === 'start_at' || field === 'end_at') return `${v.replace('T', ' ')} UTC`;
    if (field === 'price') return `${v} ${pay}`;
    return v === '' ? '—' : v;
  };
  const line = (c: Change) => {
    if (c.field === 'description') {
      const language = LOCALE_NAMES[c.lang];
      const how = hows[c.how];
      return (
        <Trans>
          Description ({language}): {how}
        </Trans>
      );
    }
    const label = labels[c.field];
    const to = shown(c.field, c.to);
    if (c.from === null) {
      return (
        <Trans>
          {label}: {to}
        </Trans>
      );
    }
    const from = shown(c.field, c.from);
    return (
      <Trans>
        {label}: {from} → {to}
      </Trans>
    );
  };

  const locked = (k: IeoField) => busy || fieldFrozen(project, k);
  const input = (
    k: IeoField,
    label: ReactNode,
    opts: { hint?: ReactNode; mode?: 'decimal' | 'numeric' | 'text' | 'url'; type?: 'datetime-local' } = {},
  ) => (
    <Field label={label} problem={note(k)} hint={opts.hint}>
      {(id) => (
        <input
          id={id}
          name={k}
          type={opts.type ?? (opts.mode === 'url' ? 'url' : 'text')}
          inputMode={opts.type ? undefined : (opts.mode ?? 'decimal')}
          value={form[k]}
          disabled={locked(k)}
          aria-invalid={note(k) ? true : undefined}
          onChange={(e) => set(k)(e.target.value)}
        />
      )}
    </Field>
  );
  const when = (k: 'show_at' | 'start_at' | 'end_at', label: ReactNode) => input(k, label, { type: 'datetime-local' });

  const release = releaseWindowOf(form);
  const first = release ? utcText(release.first) : '';
  const last = release ? utcText(release.last) : '';
  const parts = release?.parts ?? 0;
  const texts: Texts = Object.fromEntries(LOCALES.map((l) => [l, { description: form.descriptions[l] }]));
  const setTexts = (next: Texts) =>
    setForm((f) => ({
      ...f,
      descriptions: Object.fromEntries(LOCALES.map((l) => [l, next[l]?.description ?? ''])) as Record<Locale, string>,
    }));
  // A stored value the lists do not hold stays choosable (the server judges it).
  const withStored = (list: string[], v: string) => (v === '' || list.includes(v) ? list : [v, ...list]);
  const currencies = withStored(PAY_CURRENCIES, stored.pay_currency);
  const tokens = withStored(TOKENS, stored.token);
  const select = (k: 'token' | 'pay_currency', label: ReactNode, options: string[]) => (
    <Field label={label} problem={note(k)}>
      {(id) => (
        <select id={id} name={k} value={form[k]} disabled={locked(k)} onChange={(e) => set(k)(e.target.value)}>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form ref={ref} className="card editor" onSubmit={review} aria-label={title}>
      <h3>{adding ? <Trans>Add a project</Trans> : <Trans>Edit {title}</Trans>}</h3>
      {frozen ? (
        <p className="muted" data-testid="ieo-frozen">
          <Trans>
            This project has opened: its token, pay currency, price, supply, least order, per-user cap, start and
            release plan are fixed (and its end too, once allocated).
          </Trans>
        </p>
      ) : (
        <p className="muted">
          <Trans>Times are UTC. The terms are fixed once the project opens (at its start).</Trans>
        </p>
      )}
      <div className="row">
        {input('title', <Trans>Title</Trans>, { mode: 'text' })}
        {select('token', <Trans>Token (a launchpad token the wallet keeps)</Trans>, tokens)}
        {select('pay_currency', <Trans>Pay currency</Trans>, currencies)}
        {input('price', <Trans>Price of one token ({pay})</Trans>)}
      </div>
      <div className="row">
        {input('supply', <Trans>Supply ({token}, whole)</Trans>, { mode: 'numeric' })}
        {input('min_amount', <Trans>Least order ({token}, whole)</Trans>, { mode: 'numeric' })}
        {input('user_cap', <Trans>Per-user cap ({token}, whole)</Trans>, { mode: 'numeric' })}
      </div>
      <div className="row">
        {when('show_at', <Trans>Shown from (UTC)</Trans>)}
        {when('start_at', <Trans>Start (UTC)</Trans>)}
        {when('end_at', <Trans>End (UTC)</Trans>)}
      </div>
      <div className="row">
        {input('lock_days', <Trans>Days locked after the end</Trans>, { mode: 'numeric' })}
        {input('release_days', <Trans>Release every (days)</Trans>, { mode: 'numeric' })}
        {input('release_parts', <Trans>Parts</Trans>, { mode: 'numeric' })}
      </div>
      {release ? (
        <p className="muted" data-testid="ieo-release">
          {parts === 1 ? (
            <Trans>Allocations are released in full at {first}.</Trans>
          ) : (
            <Trans>
              Allocations are released in {parts} parts: the first at {first}, the last at {last}.
            </Trans>
          )}
        </p>
      ) : null}
      <div className="row">
        {input('link', <Trans>Website (https://…)</Trans>, { mode: 'url' })}
        {input('white_paper', <Trans>White paper (https://…)</Trans>, { mode: 'url' })}
      </div>
      <LangTexts
        fields={[{ key: 'description', label: t`Description`, multiline: true }]}
        value={texts}
        onChange={setTexts}
      />
      {enNote ? (
        <p className="field-error" role="alert">
          {enNote}
        </p>
      ) : (
        <p className="muted">
          <Trans>English is required; readers of a language left empty get the English description.</Trans>
        </p>
      )}
      <label className="check">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled}
          disabled={busy}
          onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
        />
        <Trans>Offered (off: customers do not see the project)</Trans>
      </label>
      {tried && !invalid && changes.length === 0 ? (
        <p className="state-note" role="status">
          <Trans>Nothing has changed.</Trans>
        </p>
      ) : null}
      {tried && invalid ? (
        <p className="field-error" role="alert">
          <Trans>Some fields need correcting (see above).</Trans>
        </p>
      ) : null}
      <ErrorNote text={error} />
      {confirming ? (
        <fieldset className="decide">
          <legend>
            <strong>{adding ? <Trans>Add {newTitle}?</Trans> : <Trans>Save {title}?</Trans>}</strong>
          </legend>
          <ul className="plain" data-testid="ieo-changes">
            {changes.map((c) => (
              <li key={c.field === 'description' ? `description-${c.lang}` : c.field}>{line(c)}</li>
            ))}
          </ul>
          <ConfirmSaveActions saving={saving} onSave={save} onBack={() => setConfirming(false)} />
        </fieldset>
      ) : (
        <EditActions disabled={tried && invalid} onCancel={onCancel} />
      )}
    </form>
  );
}
