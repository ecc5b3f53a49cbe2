import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './contract/locales';

// One catalog per language for the client and the server alike: the server's texts are marked
// with /*i18n*/ descriptors (server/core/messages.ts) and extracted with the client's.
const config: LinguiConfig = {
  locales: [...LOCALES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // LINGUI_CATALOG_DIR lets the catalog test extract into a scratch folder.
  catalogs: [
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales'}/{locale}/messages`,
      include: ['src', 'server', 'contract'],
    },
  ],
  format: formatter({ origins: false }),
};

export default config;
