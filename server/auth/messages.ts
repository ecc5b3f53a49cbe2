// Texts of the accounts area (server side), extracted into the shared catalogs.
import type { MessageDescriptor } from '@lingui/core';

export const authMessages = {
  loginFailed: /*i18n*/ { id: 'auth.login_failed', message: 'Login failed' },
  registrationFailed: /*i18n*/ { id: 'auth.registration_failed', message: 'Registration failed' },
  registered: /*i18n*/ { id: 'auth.registered', message: 'Registration succeeded' },
  codeSent: /*i18n*/ { id: 'auth.code_sent', message: 'The verification code has been sent' },
  codeInvalid: /*i18n*/ { id: 'auth.code_invalid', message: 'The verification code is wrong or has expired' },
  codeTooManyAttempts: /*i18n*/ {
    id: 'auth.code_too_many_attempts',
    message: 'Too many wrong codes, please request a new one',
  },
  codeTooSoon: /*i18n*/ {
    id: 'auth.code_too_soon',
    message: 'Please wait {seconds} seconds before requesting another code',
  },
  codeLimit: /*i18n*/ { id: 'auth.code_limit', message: 'Too many codes requested, please try again later' },
  tooManyLogins: /*i18n*/ {
    id: 'auth.too_many_logins',
    message: 'Too many failed attempts, please try again in {minutes, plural, one {# minute} other {# minutes}}',
  },
  accountFrozen: /*i18n*/ {
    id: 'auth.account_frozen',
    message: 'This account is frozen, please contact customer service',
  },
  inviteCodeUnknown: /*i18n*/ { id: 'auth.invite_code_unknown', message: 'The invite code does not exist' },
  loggedOut: /*i18n*/ { id: 'auth.logged_out', message: 'You have logged out' },
  passwordChanged: /*i18n*/ { id: 'auth.password_changed', message: 'Password changed, please log in again' },
  passwordReset: /*i18n*/ { id: 'auth.password_reset', message: 'Password reset, please log in' },
  mobileInUse: /*i18n*/ { id: 'auth.mobile_in_use', message: 'This phone number is already used by another account' },
  emailInUse: /*i18n*/ { id: 'auth.email_in_use', message: 'This e-mail address is already used by another account' },
  bindFirst: /*i18n*/ { id: 'auth.bind_first', message: 'Please bind a phone number or e-mail address first' },
  saved: /*i18n*/ { id: 'auth.saved', message: 'Saved' },
  totpRequired: /*i18n*/ {
    id: 'auth.totp_required',
    message: 'Enter the 6-digit code from your authenticator app',
  },
  totpInvalid: /*i18n*/ { id: 'auth.totp_invalid', message: 'The authenticator code is wrong' },
  totpNotSetUp: /*i18n*/ { id: 'auth.totp_not_set_up', message: 'Set up the authenticator first' },
  totpAlreadyOn: /*i18n*/ { id: 'auth.totp_already_on', message: 'Two-factor authentication is already on' },
  totpOff: /*i18n*/ { id: 'auth.totp_off', message: 'Two-factor authentication is off' },
  loginTicketExpired: /*i18n*/ {
    id: 'auth.login_ticket_expired',
    message: 'The login has expired, please log in again',
  },
  sessionUnknown: /*i18n*/ { id: 'auth.session_unknown', message: 'This device is no longer signed in' },

  emailCodeSubject: /*i18n*/ { id: 'mail.code_subject', message: 'Your Kestrel verification code' },
  emailCodeBody: /*i18n*/ {
    id: 'mail.code_body',
    message:
      'Your verification code is {code}. It is valid for {minutes} minutes. Never share it with anyone, including Kestrel staff.',
  },
  smsCodeBody: /*i18n*/ {
    id: 'sms.code_body',
    message: '[Kestrel] Your verification code is {code}, valid for {minutes} minutes. Never share it.',
  },
  antiPhishingLine: /*i18n*/ { id: 'mail.anti_phishing', message: 'Your anti-phishing code: {apc}' },
  alreadyRegisteredSubject: /*i18n*/ {
    id: 'mail.already_registered_subject',
    message: 'Someone tried to register with your e-mail address',
  },
  alreadyRegisteredBody: /*i18n*/ {
    id: 'mail.already_registered_body',
    message:
      'Someone tried to create a Kestrel account with this e-mail address, which already has an account. If it was you, log in or reset your password. Otherwise you can ignore this e-mail.',
  },
} satisfies Record<string, MessageDescriptor>;
