// A money-moving NFT action (buy, bid, pay, resell): the confirm step, the send, and what a refusal
// means, as invest/useBuyDual.ts does. One Idempotency-Key per intended action (`identity`: what
// the action is, e.g. the listing and the raise): it changes when that does, or once the server
// has answered; confirming again after a dropped connection sends the same one, so nothing is paid
// twice. A refusal (translated by the server: outbid, price changed, insufficient balance…) is
// kept for the screen to show at its field.
//
// A payment to another user (`proof`, issue 32) is confirmed in the sheet with the pay password
// (and the authenticator code when it is on): typed there, kept only in the open sheet's state and
// dropped whenever it closes (done, refused, cancelled, left), never stored. The key is made before
// it is typed and does not depend on it. A refusal of the proof (wrong, locked, not set, code
// missing or wrong) keeps the sheet open with its reason at the field, and the same key: the server
// judges the proof before it records the key, so nothing was done under it.
import { useMemo, useState } from 'react';
import { checkPayPassword } from '../../../contract/validators';
import { ApiError } from '../../api/client';
import type { PaymentProof } from '../../api/nft';
import { REFUSAL_CODES, refusalField } from '../../api/refusals';

export type ProofField = 'payPassword' | 'totp';

/** The server's refusals of a payment proof, by the field they belong to. */
const PROOF_REFUSALS: Readonly<Record<string, ProofField>> = {
  [REFUSAL_CODES.payPasswordNeeded]: 'payPassword',
  [REFUSAL_CODES.payPasswordWrong]: 'payPassword',
  [REFUSAL_CODES.payPasswordLocked]: 'payPassword',
  [REFUSAL_CODES.payPasswordNotSet]: 'payPassword',
  [REFUSAL_CODES.totpRequired]: 'totp',
  [REFUSAL_CODES.totpInvalid]: 'totp',
};

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
  const [confirming, setConfirming] = useState<(C & { key: string; proof: PaymentProof }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; code: string | undefined } | null>(null);
  /** The server's refusal of the proof, at its field while the sheet stays open. */
  const [proofRefusal, setProofRefusal] = useState<{ field: ProofField; message: string; code: string } | null>(null);
  /** Confirm was pressed with a proof that cannot be sent: the fields say what is missing. */
  const [proofTried, setProofTried] = useState(false);
  /** Rises whenever the server has answered, so the next action gets a key of its own. */
  const [answered, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the key's identity
  const key = useMemo(() => crypto.randomUUID(), [identity, answered]);

  const review = (c: C) => {
    setRefusal(null);
    setSendError(null);
    setProofRefusal(null);
    setProofTried(false);
    setConfirming({ ...c, key, proof: NO_PROOF });
  };

  /** Types into the proof (the open sheet's only): its field's refusal goes. */
  const setProof = (field: ProofField, value: string) => {
    setConfirming((c) =>
      c ? { ...c, proof: { ...c.proof, [field === 'payPassword' ? 'pay_password' : 'totp_code']: value } } : c,
    );
    setProofRefusal((r) => (r?.field === field ? null : r));
  };

  /** Resolves once answered or given up; `true` when the action was done. */
  const send = async (): Promise<boolean> => {
    const c = confirming;
    if (!c) return false;
    if (asked && !proofComplete(c.proof, asked.totp)) {
      setProofTried(true);
      return false;
    }
    setBusy(true);
    setSendError(null);
    try {
      // Not quiet: a refusal is also the usual toast. The proof goes with this request only.
      const { proof, ...rest } = c;
      const action = rest as unknown as C;
      const reply = await sendWith(action, c.key, proof);
      setConfirming(null);
      setAnswered((n) => n + 1);
      onDone(reply, action);
      return true;
    } catch (err) {
      const proofField = refusalField(err, PROOF_REFUSALS);
      if (proofField && err instanceof ApiError) {
        // Nothing was done: the sheet stays, the reason at its field, to try again.
        setProofRefusal({ field: proofField, message: err.message, code: err.code ?? '' });
      } else if (err instanceof ApiError && (err.kind === 'refused' || err.kind === 'verification')) {
        // A definite answer: back to the form as it was, with the reason at its field.
        setConfirming(null);
        setAnswered((n) => n + 1);
        setRefusal({ message: err.message, code: err.code });
      } else if (err instanceof ApiError && err.kind !== 'session') {
        // It may or may not have arrived: confirming again sends the same request.
        setSendError(err.message);
      } else setConfirming(null);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    confirming,
    busy,
    sendError,
    refusal,
    review,
    send,
    close: () => !busy && setConfirming(null),
    clearRefusal: () => setRefusal(null),
    /** The proof typed in the open sheet (empty when none is open). */
    proof: confirming?.proof ?? NO_PROOF,
    setProof,
    proofRefusal,
    proofTried,
  };
}
