import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './contract/locales';

// Two catalogs per language: the phone's (src and the rules in contract/ it shares with the server)
// and the server's own texts, marked with /*i18n*/ descriptors (server/core/messages.ts). The server
// reads both; the phone downloads only its own.
const config: LinguiConfig = {
  locales: [...LOCALES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // LINGUI_CATALOG_DIR lets the catalog test extract into a scratch folder.
  catalogs: [
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales'}/{locale}/messages`,
      include: ['src', 'contract'],
    },
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales'}/{locale}/server`,
      include: ['server'],
    },
  ],
  format: formatter({ origins: false }),
};

export default config;
