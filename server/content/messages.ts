// Texts of the content area (server side), extracted into the shared catalogs.
import type { MessageDescriptor } from '@lingui/core';

export const contentMessages = {
  badHosts: /*i18n*/ {
    id: 'content.bad_hosts',
    message: 'Enter host names only (such as www.example.com), at most {max}, separated by lines or commas',
  },
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
  // Refusals of the back office's content editing (server/content/cms-admin.ts).
  titleMissing: /*i18n*/ {
    id: 'content.title_missing',
    message: 'Give a title in at least one language, and a title in every language you fill in',
  },
  questionMissing: /*i18n*/ {
    id: 'content.question_missing',
    message: 'Give a question in at least one language, and a question in every language you fill in',
  },
  badLink: /*i18n*/ {
    id: 'content.bad_link',
    message: 'The link must be an app route (/pages/…), an http(s) address, or empty',
  },
  badImage: /*i18n*/ {
    id: 'content.bad_image',
    message: 'The image must be an uploaded file (/upload/…), an app file (/h5/…) or an http(s) address',
  },
  faqUnknown: /*i18n*/ { id: 'content.faq_unknown', message: 'This help entry does not exist or has been removed' },
  siteNameMissing: /*i18n*/ { id: 'content.site_name_missing', message: 'The site name cannot be empty' },
} satisfies Record<string, MessageDescriptor>;
