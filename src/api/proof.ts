// The proof of liabilities (contract/proof.ts): the latest publication, and the signed-in user's
// own leaf and path in it.
import type { ProofMine, ProofPublication } from '../../contract/proof';
import { api, type CallOptions } from './client';

export const getLatestProof = (opts?: CallOptions) => api.get<ProofPublication | null>('proof/latest', {}, opts);

export const getMyProof = (opts?: CallOptions) => api.get<ProofMine>('proof/mine', {}, opts);
