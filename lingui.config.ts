import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './contract/locales';

// One catalog per language for the client and the server alike: the server's texts are marked
// with /*i18n*/ descriptors (server/core/messages.ts) and extracted with the client's.
const config: LinguiConfig = {
  locales: [...LOCALES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'server'] }],
  format: formatter({ origins: false }),
};

export default config;
