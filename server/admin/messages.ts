import type { MessageDescriptor } from '@lingui/core';

// The back office is in English and Chinese at least; these texts are translated with the rest.
export const adminMessages = {
  loginFailed: /*i18n*/ { id: 'admin.login_failed', message: 'Wrong e-mail, password or authenticator code' },
  loginLocked: /*i18n*/ {
    id: 'admin.login_locked',
    message: 'Too many failed attempts, please try again in {minutes, plural, one {# minute} other {# minutes}}',
  },
  notAllowed: /*i18n*/ { id: 'admin.not_allowed', message: 'Your role does not allow this' },
  notFound: /*i18n*/ { id: 'admin.not_found', message: 'Not found' },
  reasonRequired: /*i18n*/ { id: 'admin.reason_required', message: 'Please give a reason' },
  ownAdjustment: /*i18n*/ {
    id: 'admin.own_adjustment',
    message: 'You cannot decide an adjustment you requested: another administrator must',
  },
  adjustmentDecided: /*i18n*/ { id: 'admin.adjustment_decided', message: 'This adjustment was already decided' },
  noteRequired: /*i18n*/ { id: 'admin.note_required', message: 'Please say why it is rejected' },
  badAdjustment: /*i18n*/ {
    id: 'admin.bad_adjustment',
    message: 'Enter a non-zero amount with at most 8 decimals, and a reason',
  },
} satisfies Record<string, MessageDescriptor>;
