import type { Locale } from '../../contract/locales';
import type { Quotation } from '../../contract/market';

/** Spec §3: option_name for zh, tw_name for hk, en_name for every other language. */
export function instrumentName(q: Pick<Quotation, 'en_name' | 'option_name' | 'tw_name'>, lang: Locale): string {
  if (lang === 'zh') return q.option_name;
  if (lang === 'hk') return q.tw_name;
  return q.en_name;
}
