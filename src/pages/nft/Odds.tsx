// A blind box's odds and its seed commitment, shown before anyone buys (issue 17): each rarity's
// chance and the artworks it draws among, and the hash the server published before the sale, with
// how an opened box is checked against it.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { NftDetail } from '../../../contract/nft';
import { bpsPercent } from '../../lib/nft';

export function Odds({ odds }: { odds: NonNullable<NftDetail['odds']> }) {
  const id = useId();
  return (
    <section className="card nft-odds" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Odds</Trans>
      </h2>
      <table className="nft-odds-table" data-testid="nft-odds">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Rarity</Trans>
            </th>
            <th scope="col">
              <Trans>Chance</Trans>
            </th>
            <th scope="col">
              <Trans>Artworks</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {odds.map((o) => (
            <tr key={o.rarity} data-rarity={o.rarity}>
              <th scope="row">{o.rarity}</th>
              <td className="nft-odds-chance">{bpsPercent(o.bps)}%</td>
              <td>{o.artworks.map((a) => a.name).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Commitment({ commitment }: { commitment: string }) {
  const id = useId();
  return (
    <section className="card nft-commitment" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Seed commitment</Trans>
      </h2>
      <p className="nft-hash" data-testid="nft-commitment">
        {commitment}
      </p>
      <p className="field-hint">
        <Trans>
          The server published this hash of its secret seeds before the sale. Each box is drawn from its own seed mixed
          with a random seed made on your phone. When you open your box the seed is revealed and the app checks both
          against this hash and the odds.
        </Trans>
      </p>
    </section>
  );
}
