// What confirms a payment to another user (issue 32, ADR 22: a user's NFT resale or auction, a
// gift): the pay password, and the authenticator code when it is on. Sent with that one request,
// never kept, and not part of what its Idempotency-Key names.
import type { Fields } from './client';

export type PaymentProof = { pay_password: string; totp_code: string };

/** The proof's fields as sent: only those typed (a house sale sends none). */
export const proofFields = (proof: PaymentProof | undefined): Fields => ({
  pay_password: proof?.pay_password || undefined,
  totp_code: proof?.totp_code || undefined,
});
