// Crypto gifts' refusals (translated from the server catalogs like every server message). The rules
// the send screen checks too are contract/gift-rules.ts.
import type { MessageDescriptor } from '@lingui/core';

export const giftMessages = {
  badAmount: /*i18n*/ { id: 'gift.bad_amount', message: 'Enter a valid amount' },
  badParts: /*i18n*/ { id: 'gift.bad_parts', message: 'Enter a whole number of recipients from 1 to 100' },
  badMode: /*i18n*/ { id: 'gift.bad_mode', message: 'Choose equal or random parts' },
  longMessage: /*i18n*/ { id: 'gift.long_message', message: 'The message is too long' },
  unknown: /*i18n*/ { id: 'gift.unknown', message: 'No gift has this code. Check it and try again' },
  own: /*i18n*/ { id: 'gift.own', message: 'You sent this gift: it is for others to claim' },
  claimed: /*i18n*/ { id: 'gift.already_claimed', message: 'You have already claimed this gift' },
  empty: /*i18n*/ { id: 'gift.empty', message: 'Every part of this gift has been claimed' },
  expired: /*i18n*/ { id: 'gift.expired', message: 'This gift has expired' },
  /** values: { minutes } */
  tooManyCodes: /*i18n*/ {
    id: 'gift.too_many_codes',
    message: 'Too many wrong codes. Try again in {minutes} minutes',
  },
} satisfies Record<string, MessageDescriptor>;
