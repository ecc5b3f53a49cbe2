// The session store (spec §3 "Session"): token, user, language, fiat and site config. Token,
// language and the fiat setting (with its cached rate, spec §9) persist in local storage; the rest
// is fetched again at launch.
import { proxy, subscribe } from 'valtio';
import type { SiteConfig } from '../../contract/common';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';
import type { UserInfo } from '../../contract/user';
import { DEFAULT_FIAT, parseStoredFiat } from '../lib/fiat';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';

export type Fiat = { currency_code: string; rate: string; saveTime: number };

export type SessionState = {
  token: string | null;
  /** The signed-in user as /user/info returns it; null for a guest or until it has loaded. */
  user: UserInfo | null;
  lang: Locale;
  fiat: Fiat;
  site: SiteConfig;
};

const storedLang = readStored(STORAGE_KEYS.lang);

export const session = proxy<SessionState>({
  token: readStored(STORAGE_KEYS.token),
  user: null,
  lang: isLocale(storedLang) ? storedLang : DEFAULT_LOCALE,
  fiat: parseStoredFiat(readStored(STORAGE_KEYS.fiat)) ?? { ...DEFAULT_FIAT },
  site: {
    site_name: 'Kestrel',
    site_logo: '',
    xstype1: '0',
    xstype2: '0',
    xstype3: '0',
    xstype4: '0',
    trusted_hosts: [],
    demo: '0',
  },
});

subscribe(session, () => {
  writeStored(STORAGE_KEYS.token, session.token);
  writeStored(STORAGE_KEYS.lang, session.lang);
  writeStored(STORAGE_KEYS.fiat, JSON.stringify(session.fiat));
});

/** Spec §4: logout, or an invalid session, clears the token and the user. */
export function clearUser(): void {
  session.token = null;
  session.user = null;
}
