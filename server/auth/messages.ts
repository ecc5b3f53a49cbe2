// Texts of the accounts area (server side), extracted into the shared catalogs.
import type { MessageDescriptor } from '@lingui/core';
import type { SecurityEventKind } from '../../contract/auth';

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
  verified: /*i18n*/ { id: 'auth.verified', message: 'Identity confirmed' },
  verifyFirst: /*i18n*/ {
    id: 'auth.verify_first',
    message: 'For your security, confirm it is you first: login password, verification code and authenticator',
  },
  verifyPasswordWrong: /*i18n*/ { id: 'auth.verify_password_wrong', message: 'The login password is wrong' },
  codesForEveryContact: /*i18n*/ {
    id: 'auth.codes_for_every_contact',
    message: 'Enter the verification codes sent to your e-mail address and to your phone',
  },
  lastContact: /*i18n*/ {
    id: 'auth.last_contact',
    message: 'This is the only contact of your account: bind another phone number or e-mail address first',
  },
  securityFrozen: /*i18n*/ {
    id: 'auth.security_frozen',
    message:
      'Your account is frozen: withdrawals and security changes are stopped until you lift the freeze in Security or customer service does',
  },
  notFrozen: /*i18n*/ { id: 'auth.not_frozen', message: 'Your account is not frozen' },
  unfrozen: /*i18n*/ { id: 'auth.unfrozen', message: 'The freeze is lifted' },
  frozen: /*i18n*/ {
    id: 'auth.frozen',
    message: 'Your account is frozen: every device is signed out and withdrawals are stopped',
  },
  freezeLinkInvalid: /*i18n*/ {
    id: 'auth.freeze_link_invalid',
    message: 'This freeze link has expired or was already used',
  },
  withdrawHeld: /*i18n*/ {
    id: 'auth.withdraw_held',
    message: 'Withdrawals are paused until {until} UTC after a recent security change on your account',
  },
  destinationHeld: /*i18n*/ {
    id: 'auth.destination_held',
    message: 'This withdrawal destination is new: it can be used from {until} UTC',
  },
  alertSubject: /*i18n*/ { id: 'mail.alert_subject', message: 'Kestrel security alert: {change}' },
  alertBody: /*i18n*/ {
    id: 'mail.alert_body',
    message:
      '{change} on your Kestrel account on {time} UTC, from IP address {ip}. If it was you, there is nothing more to do. If it was not, freeze your account now with this link: every device is signed out and withdrawals stop until the freeze is lifted. {link}',
  },
  alertSms: /*i18n*/ {
    id: 'sms.alert',
    message: '[Kestrel] {change} on {time} UTC. Not you? Freeze your account: {link}',
  },
  frozenBody: /*i18n*/ {
    id: 'mail.frozen_body',
    message:
      'Your Kestrel account was frozen on {time} UTC, from IP address {ip}: every device is signed out and withdrawals are stopped. To lift the freeze, log in and open Security, or contact customer service.',
  },
  frozenSms: /*i18n*/ {
    id: 'sms.frozen',
    message: '[Kestrel] Your account was frozen on {time} UTC: every device is signed out and withdrawals are stopped.',
  },

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

/** What each security event is called, in alerts, notifications and the security history. */
export const changeLabels = {
  login: /*i18n*/ { id: 'security.event.login', message: 'Login' },
  password: /*i18n*/ { id: 'security.event.password', message: 'Login password changed' },
  pay_password: /*i18n*/ { id: 'security.event.pay_password', message: 'Pay password set' },
  email: /*i18n*/ { id: 'security.event.email', message: 'E-mail address bound' },
  mobile: /*i18n*/ { id: 'security.event.mobile', message: 'Phone number bound' },
  email_removed: /*i18n*/ { id: 'security.event.email_removed', message: 'E-mail address removed' },
  mobile_removed: /*i18n*/ { id: 'security.event.mobile_removed', message: 'Phone number removed' },
  totp_on: /*i18n*/ { id: 'security.event.totp_on', message: 'Authenticator turned on' },
  totp_off: /*i18n*/ { id: 'security.event.totp_off', message: 'Authenticator turned off' },
  wallet_address: /*i18n*/ { id: 'security.event.wallet_address', message: 'Withdrawal address added' },
  bank_card: /*i18n*/ { id: 'security.event.bank_card', message: 'Bank card saved' },
  anti_phishing: /*i18n*/ { id: 'security.event.anti_phishing', message: 'Anti-phishing code set' },
  freeze: /*i18n*/ { id: 'security.event.freeze', message: 'Account frozen' },
  unfreeze: /*i18n*/ { id: 'security.event.unfreeze', message: 'Account freeze lifted' },
} satisfies Record<SecurityEventKind, MessageDescriptor>;
