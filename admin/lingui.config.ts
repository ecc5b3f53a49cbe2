import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The back office's own catalogs (English and Chinese), apart from the customer app's nine:
// `npm run i18n:extract:admin`, then translate admin/locales/zh/messages.po.
const config: LinguiConfig = {
  locales: ['en', 'zh'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ origins: false }),
};

export default config;
