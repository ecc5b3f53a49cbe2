// The nine languages of the product (spec §1). Codes are the spec's own, not BCP 47: they travel
// as the `lang` request field and name the catalog folders under locales/.
export const LOCALES = ['en', 'zh', 'hk', 'fra', 'spa', 'th', 'jp', 'kor', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag for each code: for <html lang>, Intl formatting and Accept-Language. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en',
  zh: 'zh-CN',
  hk: 'zh-TW',
  fra: 'fr',
  spa: 'es',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  vi: 'vi',
};

/** Each language's name in itself, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  fra: 'Français',
  spa: 'Español',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  vi: 'Tiếng Việt',
};
