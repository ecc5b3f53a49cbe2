// An administrator's edit of one IEO project, or a new one: the terms as stored (times as UTC
// date-times), a description per language (English required; readers of a language left empty get
// English), checked as typed (./terms), then a confirmation listing what changes before anything
// is sent; the server's refusal is shown in place. Once the project has opened its terms are fixed
// and shown read-only here (the server refuses a change anyway).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminIeoProject } from '../../../../contract/ieo';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../contract/locales';
import { saveIeoProject } from '../../api/calls';
import { ChangeLine } from '../../ui/FormParts';
import { LangTexts, type Texts } from '../../ui/LangTexts';
import { type FieldKind, FieldRow, type FieldSpec, TermsForm } from '../../ui/TermsForm';
import { useTermsForm } from '../../ui/useTermsForm';
import {
  type Change,
  changesOf,
  fieldFrozen,
  formOf,
  IEO_REFUSALS_AT,
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
  const stored = formOf(project);
  const terms = useTermsForm<IeoForm, Change>({
    stored,
    problemsOf,
    changesOf: (f) => changesOf(project, f),
    // A cap's problem may come from the amounts around it.
    related: {
      min_amount: ['supply'],
      user_cap: ['min_amount', 'supply'],
      show_at: ['start_at'],
      end_at: ['start_at'],
      pay_currency: ['token'],
    },
    send: async (f) => onSaved(await saveIeoProject(requestOf(f, project))),
    refusalsAt: IEO_REFUSALS_AT,
  });
  const { form, setForm } = terms;
  const problems = problemsOf(form);
  const title = project ? project.title : t`Add a project`;
  const newTitle = form.title.trim();
  const enNote =
    problems.description_en && (terms.tried || form.descriptions.en !== stored.descriptions.en)
      ? i18n._(problems.description_en)
      : problems.descriptions
        ? i18n._(problems.descriptions)
        : null;

  const pay = form.pay_currency;
  const token = form.token.trim() || t`tokens`;
  const labels: Record<IeoField, string> = {
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
    const label = c.field === 'enabled' ? t`Offered` : labels[c.field];
    return (
      <ChangeLine label={label} from={c.from === null ? null : shown(c.field, c.from)} to={shown(c.field, c.to)} />
    );
  };

  // A field of the terms, fixed once the project has opened.
  const field = (name: IeoField, label: ReactNode, kind: FieldKind, options?: string[]): FieldSpec<IeoField> => ({
    name,
    label,
    kind,
    locked: fieldFrozen(project, name),
    options: options?.map((c) => ({ value: c, label: c })),
  });
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

  return (
    <TermsForm
      terms={terms}
      label={title}
      heading={project ? <Trans>Edit {title}</Trans> : <Trans>Add a project</Trans>}
      offered={<Trans>Offered (off: customers do not see the project)</Trans>}
      showInvalid
      question={project ? <Trans>Save {title}?</Trans> : <Trans>Add {newTitle}?</Trans>}
      changes={
        <ul className="plain" data-testid="ieo-changes">
          {terms.changes.map((c) => (
            <li key={c.field === 'description' ? `description-${c.lang}` : c.field}>{line(c)}</li>
          ))}
        </ul>
      }
      onCancel={onCancel}
    >
      {termsFrozen(project) ? (
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
      <FieldRow
        terms={terms}
        fields={[
          field('title', <Trans>Title</Trans>, 'text'),
          field(
            'token',
            <Trans>Token (a launchpad token the wallet keeps)</Trans>,
            'select',
            withStored(TOKENS, stored.token),
          ),
          field('pay_currency', <Trans>Pay currency</Trans>, 'select', withStored(PAY_CURRENCIES, stored.pay_currency)),
          field('price', <Trans>Price of one token ({pay})</Trans>, 'decimal'),
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          field('supply', <Trans>Supply ({token}, whole)</Trans>, 'integer'),
          field('min_amount', <Trans>Least order ({token}, whole)</Trans>, 'integer'),
          field('user_cap', <Trans>Per-user cap ({token}, whole)</Trans>, 'integer'),
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          field('show_at', <Trans>Shown from (UTC)</Trans>, 'datetime'),
          field('start_at', <Trans>Start (UTC)</Trans>, 'datetime'),
          field('end_at', <Trans>End (UTC)</Trans>, 'datetime'),
        ]}
      />
      <FieldRow
        terms={terms}
        fields={[
          field('lock_days', <Trans>Days locked after the end</Trans>, 'integer'),
          field('release_days', <Trans>Release every (days)</Trans>, 'integer'),
          field('release_parts', <Trans>Parts</Trans>, 'integer'),
        ]}
      />
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
      <FieldRow
        terms={terms}
        fields={[
          field('link', <Trans>Website (https://…)</Trans>, 'url'),
          field('white_paper', <Trans>White paper (https://…)</Trans>, 'url'),
        ]}
      />
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
    </TermsForm>
  );
}
