// The names of security events (logins and security changes) and the server's refusals a security
// form shows at a field. Same ids and English texts as the server's (server/auth/messages.ts), so
// one catalog entry serves both.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SecurityEventKind } from '../../../contract/auth';

export const securityEventLabels: Record<SecurityEventKind, MessageDescriptor> = {
  login: msg({ id: 'security.event.login', message: 'Login' }),
  password: msg({ id: 'security.event.password', message: 'Login password changed' }),
  pay_password: msg({ id: 'security.event.pay_password', message: 'Pay password set' }),
  email: msg({ id: 'security.event.email', message: 'E-mail address bound' }),
  mobile: msg({ id: 'security.event.mobile', message: 'Phone number bound' }),
  email_removed: msg({ id: 'security.event.email_removed', message: 'E-mail address removed' }),
  mobile_removed: msg({ id: 'security.event.mobile_removed', message: 'Phone number removed' }),
  totp_on: msg({ id: 'security.event.totp_on', message: 'Authenticator turned on' }),
  totp_off: msg({ id: 'security.event.totp_off', message: 'Authenticator turned off' }),
  wallet_address: msg({ id: 'security.event.wallet_address', message: 'Withdrawal address added' }),
  bank_card: msg({ id: 'security.event.bank_card', message: 'Bank card saved' }),
  anti_phishing: msg({ id: 'security.event.anti_phishing', message: 'Anti-phishing code set' }),
  freeze: msg({ id: 'security.event.freeze', message: 'Account frozen' }),
  unfreeze: msg({ id: 'security.event.unfreeze', message: 'Account freeze lifted' }),
};

/** The label of a kind; an unknown one (a newer server) reads generically. */
export function securityEventLabel(kind: string): MessageDescriptor {
  return (
    securityEventLabels[kind as SecurityEventKind] ??
    msg({ id: 'security.event.other', message: 'Security setting changed' })
  );
}

/**
 * The server's refusals of /safe/verify and /safe/unfreeze that belong to one field: a refusal's
 * `code` is its message id, so these ids tell them apart (ConfirmIdentity's useRefusalField).
 */
export const refusals = {
  passwordWrong: msg({ id: 'auth.verify_password_wrong', message: 'The login password is wrong' }),
  codeInvalid: msg({ id: 'auth.code_invalid', message: 'The verification code is wrong or has expired' }),
  totpInvalid: msg({ id: 'auth.totp_invalid', message: 'The authenticator code is wrong' }),
  verifyFirst: msg({
    id: 'auth.verify_first',
    message: 'For your security, confirm it is you first: login password, verification code and authenticator',
  }),
};
