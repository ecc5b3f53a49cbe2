// Opening a blind box (POST /bind_box/openBlindBox {id}): a short opening animation while the server
// reveals the draw (CSS; still for readers who ask for reduced motion), then the artwork drawn,
// its rarity, and the draw verified on this phone. A box opens once: opening it again is refused,
// and My NFTs then shows it opened, with its proof.
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { MyNft } from '../../../contract/nft';
import { ApiError } from '../../api/client';
import { openNftBox } from '../../api/nft';
import { Sheet } from '../../ui/Sheet';
import { VerifyDraw } from './VerifyDraw';

/** How long the lid shakes at least, so the reveal reads as one (none with reduced motion). */
const OPENING_MS = 1200;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type State = { state: 'opening' } | { state: 'opened'; item: MyNft } | { state: 'failed'; message: string };

export function OpenBox({ box, onClose }: { box: MyNft; onClose: () => void }) {
  const boxId = box.box_id ?? box.code;
  // Sent as the Idempotency-Key like every other mutation, though the server keys opening on the box.
  const key = useMemo(() => `open:${boxId}:${crypto.randomUUID()}`, [boxId]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ state: 'opening' });

  useEffect(() => {
    let live = true;
    setState({ state: 'opening' });
    const shown = new Promise((r) => setTimeout(r, reducedMotion() ? 0 : OPENING_MS));
    // `attempt` makes a retry send again, with the same key.
    void attempt;
    Promise.all([openNftBox(boxId, key, { quiet: true }), shown]).then(
      ([item]) => live && setState({ state: 'opened', item }),
      (err) => live && setState({ state: 'failed', message: err instanceof ApiError ? err.message : '' }),
    );
    return () => {
      live = false;
    };
  }, [boxId, key, attempt]);

  const opened = state.state === 'opened';
  const name = box.name;
  return (
    <Sheet
      open
      title={opened ? <Trans>You drew</Trans> : <Trans>Opening the box</Trans>}
      onClose={onClose}
      className="nft-open-sheet"
    >
      {state.state === 'opening' && (
        <div className="nft-opening" role="status">
          <div className="nft-box-art" aria-hidden="true">
            <span className="nft-box-lid" />
            <span className="nft-box-body" />
          </div>
          <p>
            <Trans>Opening {name}…</Trans>
          </p>
        </div>
      )}
      {state.state === 'failed' && (
        <div role="alert">
          <p className="field-error">{state.message || <Trans>The box could not be opened. Try again.</Trans>}</p>
          <button type="button" className="button button-block" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      {state.state === 'opened' && (
        <div className="nft-revealed" data-testid="nft-revealed">
          <img src={state.item.image} alt={state.item.name} className="nft-revealed-image" />
          <p className="nft-revealed-name">
            <strong data-testid="nft-drawn-name">{state.item.name}</strong>
            <span className="nft-rarity">{state.item.rarity}</span>
          </p>
          {state.item.proof ? (
            <VerifyDraw proof={state.item.proof} received={state.item.code} />
          ) : (
            <p className="field-error">
              <Trans>The server sent no proof of this draw.</Trans>
            </p>
          )}
          <button type="button" className="button button-block" onClick={onClose}>
            <Trans>Done</Trans>
          </button>
        </div>
      )}
    </Sheet>
  );
}
