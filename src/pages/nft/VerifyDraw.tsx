// "Verify the draw": an opened box's draw recomputed in this browser (src/lib/nftVerify.ts, by the
// rules in contract/nft-rules.ts) and compared with what the server said: ✓ only when the revealed
// seed hashes to the commitment published before the sale and the recomputed draw gives the same
// rarity and artwork. The inputs are shown, so anyone can redo it elsewhere.
import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { NftBoxProof } from '../../../contract/nft';
import { BPS } from '../../../contract/nft-rules';
import { groupDigits } from '../../lib/format';
import { checkDraw, type DrawCheck } from '../../lib/nftVerify';

type State = { state: 'checking' } | { state: 'failed' } | ({ state: 'done' } & DrawCheck);

export function VerifyDraw({ proof, received }: { proof: NftBoxProof; received?: string }) {
  const id = useId();
  const [check, setCheck] = useState<State>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    setCheck({ state: 'checking' });
    checkDraw(proof, received).then(
      (r) => live && setCheck({ state: 'done', ...r }),
      // Not a hex seed, no Web Crypto: the draw cannot be checked here, which is not a ✓.
      () => live && setCheck({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [proof, received]);

  const k = proof.number;
  const roll = proof.roll;
  const total = groupDigits(String(BPS));
  const rarity = proof.rarity;
  // Counted from one for people; the pick itself is an index from zero.
  const n = proof.pick + 1;
  const count = proof.odds.find((o) => o.rarity === proof.rarity)?.codes.length ?? 0;
  const code = proof.code;
  const ok = check.state === 'done' && check.ok;
  return (
    <section
      className="nft-verify"
      aria-labelledby={id}
      data-testid="nft-verify"
      data-ok={check.state === 'done' ? String(ok) : undefined}
    >
      <h3 id={id}>
        <Trans>Verify the draw</Trans>{' '}
        {check.state === 'done' && (
          <span className={ok ? 'nft-verify-ok' : 'nft-verify-bad'} data-testid="nft-verify-mark">
            {ok ? '✓' : '✗'}
          </span>
        )}
      </h3>
      <p role="status" className="nft-verify-verdict">
        {check.state === 'checking' ? (
          <Trans>Checking the draw on this phone…</Trans>
        ) : check.state === 'failed' ? (
          <Trans>This browser cannot check the draw.</Trans>
        ) : ok ? (
          <Trans>Checked on this phone: the draw is the one committed to before the sale.</Trans>
        ) : (
          <Trans>The draw does not match what was committed to. Contact customer service.</Trans>
        )}
      </p>
      {check.state === 'done' && (
        <ul className="nft-verify-steps">
          <li data-ok={check.seedOk}>
            {check.seedOk ? '✓ ' : '✗ '}
            <Trans>
              Hashing the revealed seed <Plural value={k} one="# time" other="# times" /> gives the published
              commitment.
            </Trans>
          </li>
          <li data-ok={check.drawOk}>
            {check.drawOk ? '✓ ' : '✗ '}
            <Trans>
              Your seed and box {k} give roll {roll} of {total}: {rarity}, artwork {n} of {count} in that rarity ({code}
              ).
            </Trans>
          </li>
        </ul>
      )}
      <dl className="nft-verify-inputs">
        <dt>
          <Trans>Commitment</Trans>
        </dt>
        <dd className="nft-hash">{proof.commitment}</dd>
        <dt>
          <Trans>Revealed seed</Trans>
        </dt>
        <dd className="nft-hash">{proof.seed}</dd>
        <dt>
          <Trans>Your seed</Trans>
        </dt>
        <dd className="nft-hash">{proof.buyer_seed}</dd>
      </dl>
    </section>
  );
}
