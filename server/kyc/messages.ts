import type { MessageDescriptor } from '@lingui/core';

export const kycMessages = {
  contactsFirst: /*i18n*/ {
    id: 'kyc.contacts_first',
    message: 'Please bind both your phone number and e-mail address before verification',
  },
  underReview: /*i18n*/ { id: 'kyc.under_review', message: 'Your verification is under review' },
  alreadyVerified: /*i18n*/ { id: 'kyc.already_verified', message: 'This level is already verified' },
  basicFirst: /*i18n*/ { id: 'kyc.basic_first', message: 'Please complete basic verification first' },
  pictureMissing: /*i18n*/ { id: 'kyc.picture_missing', message: 'Please upload the required photos' },
  submitted: /*i18n*/ { id: 'kyc.submitted', message: 'Submitted, please wait for the review' },
  notUnderReview: /*i18n*/ { id: 'kyc.not_under_review', message: 'This submission has already been decided' },
  reasonRequired: /*i18n*/ { id: 'kyc.reason_required', message: 'Please give the reason for the rejection' },
} satisfies Record<string, MessageDescriptor>;
