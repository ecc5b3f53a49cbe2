// An instrument's name in the reader's language (spec §3 names: en_name, option_name for zh,
// tw_name for hk). The wire carries names in three languages only, so every language says which
// fields it reads, best first: its own when the wire has it, then English, the one every
// instrument has. Chinese in the other script (simplified for hk, traditional for zh) is still the
// reader's language and comes before English. No language ever falls to another it does not read
// (a Thai reader never gets the Chinese name); with no name to show, the name is empty and the
// symbol beside it says which instrument it is.
import type { Locale } from '../../contract/locales';
import type { Quotation } from '../../contract/market';

type Names = Pick<Quotation, 'en_name' | 'option_name' | 'tw_name'>;

/** The name fields each language reads, best first. */
export const NAME_FALLBACKS: Readonly<Record<Locale, readonly (keyof Names)[]>> = {
  en: ['en_name'],
  zh: ['option_name', 'tw_name', 'en_name'],
  hk: ['tw_name', 'option_name', 'en_name'],
  fra: ['en_name'],
  spa: ['en_name'],
  th: ['en_name'],
  jp: ['en_name'],
  kor: ['en_name'],
  vi: ['en_name'],
};

/** The first name, in the order `lang` reads them, that is not blank; '' when there is none. */
export function instrumentName(q: Names, lang: Locale): string {
  for (const field of NAME_FALLBACKS[lang]) {
    const name = q[field]?.trim();
    if (name) return name;
  }
  return '';
}
