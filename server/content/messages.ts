// Texts of the content area (server side), extracted into the shared catalogs.
import type { MessageDescriptor } from '@lingui/core';

export const contentMessages = {
  categoryUnknown: /*i18n*/ {
    id: 'content.category_unknown',
    message: 'No such news category: use 4 for news or 5 for banners',
  },
  articleUnknown: /*i18n*/ {
    id: 'content.article_unknown',
    message: 'This article does not exist or has been removed',
  },
  faqTypeUnknown: /*i18n*/ { id: 'content.faq_type_unknown', message: 'No such help category' },
  pageUnknown: /*i18n*/ { id: 'content.page_unknown', message: 'This page is not available yet' },
} satisfies Record<string, MessageDescriptor>;
