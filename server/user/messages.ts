import type { MessageDescriptor } from '@lingui/core';

export const userMessages = {
  pictureMissing: /*i18n*/ { id: 'user.picture_missing', message: 'Please upload the picture first' },
  coinUnknown: /*i18n*/ { id: 'user.coin_unknown', message: 'Please choose a currency' },
  addressExists: /*i18n*/ { id: 'user.address_exists', message: 'This address is already saved' },
  addressLimit: /*i18n*/ { id: 'user.address_limit', message: 'You can save at most {max} addresses' },
  addressUnknown: /*i18n*/ { id: 'user.address_unknown', message: 'This address no longer exists' },
  labelRequired: /*i18n*/ { id: 'user.label_required', message: 'Please enter a label for this address' },
  labelInvalid: /*i18n*/ {
    id: 'user.label_invalid',
    message: 'The label must be 1 to 20 characters without special characters',
  },
  fieldRequired: /*i18n*/ { id: 'user.field_required', message: 'Please fill in every field' },
  accountInvalid: /*i18n*/ { id: 'user.bank_account_invalid', message: 'Please enter a valid bank account number' },
} satisfies Record<string, MessageDescriptor>;
