// The confirm sheet's part for a payment to another user (issue 32, ADR 22: an owner's resale, the
// margin of and payment for an owner's auction): one sentence saying why it is asked, the 6-digit
// payment password as the withdrawal asks for it, the authenticator code when it is on, and the
// server's refusals of them (wrong, locked, not set, code missing or wrong) at those fields. An
// account without a pay password is shown the way to set one instead. What is typed lives in the
// open sheet only (./useConfirmedSend.ts): it goes when the sheet closes.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { checkPayPassword, validationLimits } from '../../contract/validators';
import type { PaymentProof } from '../api/paymentProof';
import { REFUSAL_CODES } from '../api/refusals';
import { useProblemText } from '../i18n/problem';
import { useUser } from '../pages/setting/security-user';
import type { ProofField } from '../state/useConfirmedSend';
import { PasswordField } from './PasswordField';
import { TotpField } from './TotpField';
import './payment-proof.css';

/** Where the pay password is set (as the withdraw screen links to it). */
export const PAY_PASSWORD_PATH = '/pages/setting/payPassword';

const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, validationLimits.payPasswordDigits);

/** What of ./useConfirmedSend.ts the fields read and write. */
type Proving = {
  proof: PaymentProof;
  setProof: (field: ProofField, value: string) => void;
  proofRefusal: { field: ProofField; message: string; code: string } | null;
  proofTried: boolean;
};

/**
 * The `proof` option of useConfirmedSend for an action that pays another user when `peer`: the
 * authenticator code is asked too when the signed-in user has it on; null when nothing is asked.
 */
export function useProofAsked(peer: boolean): { totp: boolean } | null {
  const { user } = useUser();
  return peer ? { totp: user?.totp_enabled === true } : null;
}

/**
 * The proof's fields, when `asked` (or when the server asked for it after all: a listing that
 * changed hands since the page was read). `reason`: the sentence saying why, when not the usual one.
 */
export function PaymentProofFields({ submit, asked, reason }: { submit: Proving; asked: boolean; reason?: ReactNode }) {
  const { t } = useLingui();
  const text = useProblemText();
  const { user } = useUser();
  const refused = submit.proofRefusal;
  if (!asked && !refused) return null;
  const notSet = refused?.code === REFUSAL_CODES.payPasswordNotSet || user?.has_pay_password === false;
  const totp = user?.totp_enabled === true || refused?.field === 'totp';
  const passwordError =
    refused?.field === 'payPassword'
      ? refused.message
      : submit.proofTried
        ? text(checkPayPassword(submit.proof.pay_password))
        : null;
  const totpError =
    refused?.field === 'totp'
      ? refused.message
      : submit.proofTried && totp && !submit.proof.totp_code.trim()
        ? t`Enter the code from your authenticator app`
        : null;

  return (
    <div className="nft-proof" data-testid="nft-proof">
      <p className="field-hint nft-proof-why">
        {reason ?? <Trans>This payment goes to another user, so confirm it with your payment password.</Trans>}
      </p>
      {notSet ? (
        <div className="nft-proof-unset" data-testid="nft-no-pay-password">
          <p>
            <Trans>Set a payment password first: payments to other users are confirmed with it.</Trans>
          </p>
          {submit.proofTried || refused ? (
            <p className="field-error" role="alert">
              {refused?.message ?? t`Please set a pay password first`}
            </p>
          ) : null}
          <Link to={PAY_PASSWORD_PATH} className="button button-secondary button-block nft-proof-link">
            <Trans>Set payment password</Trans>
          </Link>
        </div>
      ) : (
        <>
          <PasswordField
            label={t`Payment password`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={validationLimits.payPasswordDigits}
            value={submit.proof.pay_password}
            onChange={(v) => submit.setProof('payPassword', digitsOnly(v))}
            error={passwordError}
            hint={t`6 digits`}
          />
          {totp ? (
            <TotpField value={submit.proof.totp_code} onChange={(v) => submit.setProof('totp', v)} error={totpError} />
          ) : null}
        </>
      )}
    </div>
  );
}
