// The launchpad's refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const ieoMessages = {
  projectUnknown: /*i18n*/ { id: 'ieo.project_unknown', message: 'This project is not offered' },
  notStarted: /*i18n*/ { id: 'ieo.not_started', message: 'Subscription opens on {start}' },
  ended: /*i18n*/ { id: 'ieo.ended', message: 'Subscription to this project has ended' },
  badAmount: /*i18n*/ { id: 'ieo.bad_amount', message: 'Enter a whole number of tokens' },
  belowMinimum: /*i18n*/ { id: 'ieo.below_minimum', message: 'The least of one order is {min} {token}' },
  aboveUserCap: /*i18n*/ {
    id: 'ieo.above_user_cap',
    message: 'You can ask for at most {cap} {token} in this project ({left} more)',
  },
  priceChanged: /*i18n*/ {
    id: 'ieo.price_changed',
    message: 'The price of this project is {price} {currency}: check the amount and confirm again',
  },
  badTerms: /*i18n*/ {
    id: 'ieo.bad_terms',
    message:
      'Enter a price, a supply, a minimum and a per-user cap above zero (whole tokens; the cap within the supply)',
  },
  badTimes: /*i18n*/ {
    id: 'ieo.bad_times',
    message: 'The project must be shown no later than it starts, and end after it starts',
  },
  badCurrency: /*i18n*/ {
    id: 'ieo.bad_currency',
    message: 'The token must be a launchpad token the wallet keeps, paid in a different currency it keeps',
  },
  badLinks: /*i18n*/ { id: 'ieo.bad_links', message: 'Links must start with https://' },
  noDescription: /*i18n*/ { id: 'ieo.no_description', message: 'Write the description in English at least' },
  termsFrozen: /*i18n*/ {
    id: 'ieo.terms_frozen',
    message: 'This project has opened: its token, price, supply, limits and start can no longer change',
  },
} satisfies Record<string, MessageDescriptor>;
