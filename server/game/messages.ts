// The mini game's refusals (translated from the server catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const gameMessages = {
  direction: /*i18n*/ { id: 'game.direction', message: 'Choose higher or lower' },
  /** values: { limit } */
  dailyLimit: /*i18n*/ {
    id: 'game.daily_limit',
    message: 'You have made your {limit} guesses for today. Come back tomorrow (UTC)',
  },
  noPrice: /*i18n*/ { id: 'game.no_price', message: 'There is no recorded price yet. Please try again shortly' },
} satisfies Record<string, MessageDescriptor>;
