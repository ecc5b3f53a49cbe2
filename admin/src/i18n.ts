// The back office's catalogs (admin/locales), compiled by @lingui/vite-plugin and loaded one at a time.
import { i18n } from '@lingui/core';
import { type AdminLang, rememberLang } from './state/session';

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/*/messages.po');

export async function activateAdminLocale(lang: AdminLang): Promise<void> {
  const load = catalogs[`../locales/${lang}/messages.po`] ?? catalogs['../locales/en/messages.po'];
  if (!load) throw new Error(`No catalog for ${lang}`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale: lang, messages: messages as never });
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  rememberLang(lang);
}

export { i18n };
