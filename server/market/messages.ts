import type { MessageDescriptor } from '@lingui/core';

export const marketMessages = {
  symbolUnknown: /*i18n*/ { id: 'market.symbol_unknown', message: 'No such trading pair' },
  rangeInvalid: /*i18n*/ { id: 'market.range_invalid', message: 'The start time must be before the end time' },
  favouriteLimit: /*i18n*/ { id: 'market.favourite_limit', message: 'You can keep at most {max} favourites' },
} satisfies Record<string, MessageDescriptor>;
