// The issuing country of an identity document (issue 20): the countries of the area-code list
// (contract/national-ids.ts), named in the user's language by Intl.DisplayNames as the area picker
// names them, in that language's order. A search box narrows the list and chooses the first
// match, so typing "Hong" is enough; the list itself works alone (and without the network).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import { ID_COUNTRIES } from '../../../contract/national-ids';
import { session } from '../../state/session';

/** The countries named in the user's language, sorted by name. */
export function useCountryNames() {
  const { lang } = useSnapshot(session);
  return useMemo(() => {
    const tag = LOCALE_TAGS[lang];
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    return ID_COUNTRIES.map((iso) => ({ iso, name: names.of(iso) ?? iso })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [lang]);
}

/** By a part of its name, or its ISO code ("hk"); `q` is lower case. */
const matchesQuery = (c: { iso: string; name: string }, q: string) =>
  c.name.toLowerCase().includes(q) || c.iso.toLowerCase() === q;

/** A country's name in the user's language (its code when the browser has no name for it). */
export function useCountryName() {
  const { lang } = useSnapshot(session);
  return useMemo(() => {
    const names = new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'region' });
    return (iso: string) => names.of(iso) ?? iso;
  }, [lang]);
}

export function CountryField({ value, onChange }: { value: string; onChange: (iso: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const countries = useCountryNames();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const matches = q ? countries.filter((c) => matchesQuery(c, q)) : countries;
  // The chosen country stays in the list, so the list never shows one that is not chosen.
  const shown = matches.some((c) => c.iso === value)
    ? matches
    : [...countries.filter((c) => c.iso === value), ...matches];

  const search = (text: string) => {
    setQuery(text);
    const needle = text.trim().toLowerCase();
    // An exact code first ("in" is India, not Argentina), then the first name containing it.
    const first = needle
      ? (countries.find((c) => c.iso.toLowerCase() === needle) ?? countries.find((c) => matchesQuery(c, needle)))
      : undefined;
    if (first && first.iso !== value) onChange(first.iso);
  };

  return (
    <div className="field">
      <label htmlFor={`${id}-list`} className="field-label">
        <Trans>Issuing country</Trans>
      </label>
      <input
        type="search"
        className="field-input"
        placeholder={t`Search country`}
        aria-label={t`Search issuing country`}
        aria-controls={`${id}-list`}
        value={query}
        onChange={(e) => search(e.target.value)}
      />
      <select id={`${id}-list`} className="field-input select" value={value} onChange={(e) => onChange(e.target.value)}>
        {shown.map((c) => (
          <option key={c.iso} value={c.iso}>
            {c.name}
          </option>
        ))}
      </select>
      {q && matches.length === 0 && (
        <p className="field-hint" role="status">
          <Trans>No matching country</Trans>
        </p>
      )}
    </div>
  );
}
