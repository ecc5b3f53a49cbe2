// A money-moving NFT action (buy, bid, pay, resell) through the money action
// (state/useMoneyAction.ts): one key per intended action (`identity`: what the action is, e.g. the
// listing and the raise), so nothing is paid twice. A refusal (translated by the server: outbid,
// price changed, insufficient balance…) is kept, with its code, for the screen to show at its field.
//
// A payment to another user (`proof`, issue 32) is confirmed in the sheet with the pay password
// (and the authenticator code when it is on): typed there, kept only in the open sheet's state and
// dropped whenever it closes (done, refused, cancelled, left), never stored. The key is made before
// it is typed and does not depend on it. A refusal of the proof (wrong, locked, not set, code
// missing or wrong) keeps the sheet open with its reason at the field, and the same key: the server
// judges the proof before it records the key, so nothing was done under it.
import { useState } from 'react';
import { checkPayPassword } from '../../contract/validators';
import { ApiError } from '../api/client';
import type { PaymentProof } from '../api/paymentProof';
import { PAYMENT_PROOF_REFUSALS, refusalField } from '../api/refusals';
import { useMoneyAction } from './useMoneyAction';

export type ProofField = 'payPassword' | 'totp';

const NO_PROOF: PaymentProof = { pay_password: '', totp_code: '' };

/** Whether the typed proof can be sent: 6 digits, and a code when the authenticator is on. */
export const proofComplete = (p: PaymentProof, totp: boolean) =>
  checkPayPassword(p.pay_password) === null && (!totp || p.totp_code.trim() !== '');

export function useConfirmedSend<C, R>({
  identity,
  send: sendWith,
  onDone,
  proof: asked = null,
}: {
  identity: string;
  /** `proof`: what was typed in the sheet (empty unless the action asks for it). */
  send: (confirming: C, key: string, proof: PaymentProof) => Promise<R>;
  onDone: (reply: R, confirming: C) => void;
  /** The action pays another user: the sheet asks for the proof (with the code when `totp`). */
  proof?: { totp: boolean } | null;
}) {
  /** The server's refusal of the proof, at its field while the sheet stays open. */
  const [proofRefusal, setProofRefusal] = useState<{ field: ProofField; message: string; code: string } | null>(null);
  /** Confirm was pressed with a proof that cannot be sent: the fields say what is missing. */
  const [proofTried, setProofTried] = useState(false);
  const action = useMoneyAction<C & { proof: PaymentProof }, R>({
    identity: [identity],
    send: async ({ proof, ...rest }, key) => {
      // Not quiet: a refusal is also the usual toast. The proof goes with this request only.
      try {
        return await sendWith(rest as unknown as C, key, proof);
      } catch (err) {
        const field = refusalField(err, PAYMENT_PROOF_REFUSALS);
        if (field && err instanceof ApiError) setProofRefusal({ field, message: err.message, code: err.code ?? '' });
        throw err;
      }
    },
    onDone: (reply, { proof: _, ...rest }) => onDone(reply, rest as unknown as C),
    // A refused proof: nothing was done, the sheet stays with the reason at its field.
    heldOpen: (err) => refusalField(err, PAYMENT_PROOF_REFUSALS) !== null,
  });

  const review = (c: C) => {
    setProofRefusal(null);
    setProofTried(false);
    action.review({ ...c, proof: NO_PROOF });
  };

  /** Types into the proof (the open sheet's only): its field's refusal goes. */
  const setProof = (field: ProofField, value: string) => {
    action.edit((c) => ({
      ...c,
      proof: { ...c.proof, [field === 'payPassword' ? 'pay_password' : 'totp_code']: value },
    }));
    setProofRefusal((r) => (r?.field === field ? null : r));
  };

  /** Resolves once answered or given up; `true` when the action was done. */
  const send = async (): Promise<boolean> => {
    const proof = action.confirming?.proof;
    if (asked && proof && !proofComplete(proof, asked.totp)) {
      setProofTried(true);
      return false;
    }
    return action.send();
  };

  return {
    ...action,
    review,
    send,
    /** The proof typed in the open sheet (empty when none is open). */
    proof: action.confirming?.proof ?? NO_PROOF,
    setProof,
    proofRefusal,
    proofTried,
  };
}
