// The signed-in user's proof of liabilities, loaded and checked on this phone: the leaf and path
// the server serves are hashed up here with Web Crypto by the rules the server built the tree with
// (contract/proof-rules.ts), against the published root and totals. Loaded again when the network
// comes back after a failed load.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ProofMine } from '../../../contract/proof';
import { checkProof, type ProofCheck, subtleSha256 } from '../../../contract/proof-rules';
import { getMyProof } from '../../api/proof';
import { session } from '../../state/session';
import { useOnReconnect } from './useBalances';

/** The check's outcome: 'checking' until it has run, 'unavailable' when this browser cannot hash. */
export type ProofVerdict = { state: 'checking' } | { state: 'unavailable' } | ({ state: 'done' } & ProofCheck);

export function useProof() {
  const { user } = useSnapshot(session);
  const [proof, setProof] = useState<ProofMine | null>(null);
  const [failed, setFailed] = useState(false);
  const [verdict, setVerdict] = useState<ProofVerdict>({ state: 'checking' });

  const load = useCallback(() => {
    setFailed(false);
    getMyProof({ quiet: true }).then(setProof, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  useOnReconnect(() => {
    if (failed) load();
  });

  const userId = user?.id ?? null;
  useEffect(() => {
    const { publication, leaf, path } = proof ?? {};
    if (!publication || !leaf || userId === null) return;
    let live = true;
    setVerdict({ state: 'checking' });
    checkProof({ userId, published: publication, leaf, path: path ?? [] }, subtleSha256).then(
      (check) => live && setVerdict({ state: 'done', ...check }),
      // No Web Crypto here (an insecure origin, an old browser): nothing was checked, which is not a ✓.
      () => live && setVerdict({ state: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [proof, userId]);

  return { proof, failed, verdict, retry: load };
}
