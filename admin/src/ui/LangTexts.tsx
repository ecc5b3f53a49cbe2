// The texts of one content item in the nine languages: a tab per language (marked when it has
// text), the item's fields for the chosen one. A language left empty is not saved, and readers
// then get the English text.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../contract/locales';

export type TextField = { key: string; label: string; multiline?: boolean };
export type Texts = Partial<Record<Locale, Record<string, string>>>;

export function LangTexts({
  fields,
  value,
  onChange,
}: {
  fields: TextField[];
  value: Texts;
  onChange: (next: Texts) => void;
}) {
  const { t } = useLingui();
  const [lang, setLang] = useState<Locale>('en');
  const filled = (l: Locale) => Object.values(value[l] ?? {}).some((v) => v.trim() !== '');
  const set = (key: string, text: string) => onChange({ ...value, [lang]: { ...(value[lang] ?? {}), [key]: text } });

  return (
    <fieldset className="lang-texts">
      <legend>
        <Trans>Texts by language</Trans>
      </legend>
      <div className="lang-tabs" role="tablist" aria-label={t`Language`}>
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === lang}
            data-filled={filled(l)}
            onClick={() => setLang(l)}
          >
            {LOCALE_NAMES[l]}
            {filled(l) ? ' ●' : ''}
          </button>
        ))}
      </div>
      {fields.map((f) => {
        const label = `${f.label} (${LOCALE_NAMES[lang]})`;
        const text = value[lang]?.[f.key] ?? '';
        return f.multiline ? (
          <label key={`${lang}-${f.key}`}>
            {label}
            <textarea rows={8} value={text} onChange={(e) => set(f.key, e.target.value)} />
          </label>
        ) : (
          <label key={`${lang}-${f.key}`}>
            {label}
            <input value={text} onChange={(e) => set(f.key, e.target.value)} />
          </label>
        );
      })}
    </fieldset>
  );
}
