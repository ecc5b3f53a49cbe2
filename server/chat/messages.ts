// The chat room's refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const chatMessages = {
  empty: /*i18n*/ { id: 'chat.empty', message: 'Write a message first' },
  tooLong: /*i18n*/ { id: 'chat.too_long', message: 'A message can be at most {max} characters' },
  unverified: /*i18n*/ {
    id: 'chat.unverified',
    message: 'Verify your identity to post in the chat room (reading is open to everyone)',
  },
  muted: /*i18n*/ { id: 'chat.muted', message: 'You cannot post in the chat room until {until} UTC' },
  tooFast: /*i18n*/ { id: 'chat.too_fast', message: 'One message every 2 seconds: wait a moment' },
  unknown: /*i18n*/ { id: 'chat.unknown', message: 'This message does not exist' },
} satisfies Record<string, MessageDescriptor>;
