// Customer service's refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const supportMessages = {
  empty: /*i18n*/ { id: 'support.empty', message: 'Write a message or attach a picture' },
  tooLong: /*i18n*/ { id: 'support.too_long', message: 'A message can be at most {max} characters' },
  noCustomer: /*i18n*/ {
    id: 'support.no_customer',
    message: 'Log in, or allow this app to keep data on your device, to write to customer service',
  },
  badImage: /*i18n*/ { id: 'support.bad_image', message: 'The picture could not be found: attach it again' },
  tooFast: /*i18n*/ {
    id: 'support.too_fast',
    message: 'You are sending messages too fast: wait a moment and try again',
  },
  unknown: /*i18n*/ { id: 'support.unknown', message: 'This conversation does not exist' },
} satisfies Record<string, MessageDescriptor>;
