// Every text the server sends to a user, as Lingui descriptors with explicit ids. The /*i18n*/
// marker lets `lingui extract` put them into the same catalogs as the client's texts
// (locales/<code>/messages.po), so both sides are translated in one place.
import type { MessageDescriptor } from '@lingui/core';

export const messages = {
  parameterError: /*i18n*/ { id: 'server.parameter_error', message: 'Parameter error' },
  notFound: /*i18n*/ { id: 'server.not_found', message: 'This function does not exist' },
  unsupportedMediaType: /*i18n*/ {
    id: 'server.unsupported_media_type',
    message: 'Unsupported request format',
  },
  bodyTooLarge: /*i18n*/ { id: 'server.body_too_large', message: 'The request is too large' },
  tooManyRequests: /*i18n*/ {
    id: 'server.too_many_requests',
    message: 'Too many requests, please try again later',
  },
  serverError: /*i18n*/ {
    id: 'server.internal_error',
    message: 'The server could not complete the request, please try again',
  },
  /** A limit price outside the pair's or contract's price band (contract/price-band.ts). */
  priceOutOfBand: /*i18n*/ {
    id: 'server.price_out_of_band',
    message: 'The price must be from {min} to {max} now (within {percent} % of the last price)',
  },
  priceStale: /*i18n*/ {
    id: 'server.price_stale',
    message:
      'The last recorded price is {seconds} seconds old, so nothing can be priced now. Please try again in a moment',
  },
  pleaseLogIn: /*i18n*/ { id: 'server.please_log_in', message: 'Please log in first' },
  verificationNeeded: /*i18n*/ {
    id: 'server.verification_needed',
    message: 'Please complete identity verification first',
  },
  uploadMissingFile: /*i18n*/ { id: 'server.upload_missing_file', message: 'Please choose an image' },
  uploadNotImage: /*i18n*/ {
    id: 'server.upload_not_image',
    message: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  },
  uploadTooMany: /*i18n*/ {
    id: 'server.upload_too_many',
    message: 'Too many uploads. Please try again in a minute',
  },
  uploadQuota: /*i18n*/ {
    id: 'server.upload_quota',
    message: 'Your uploads have reached {max} MB. Images you do not use are removed after a day',
  },
  uploadTooLarge: /*i18n*/ {
    id: 'server.upload_too_large',
    message: 'The image is larger than {max} MB',
  },
  /** Its id predates its move here from the ledger: the catalogs know it by that id. */
  idempotencyConflict: /*i18n*/ {
    id: 'ledger.idempotency_conflict',
    message: 'This request was already sent with different details',
  },
  settingUnknown: /*i18n*/ { id: 'server.setting_unknown', message: 'No such setting' },
} satisfies Record<string, MessageDescriptor>;
