// Around the buy and bid forms: the available balance of the spot account (loading, failed with
// Retry, or the amount: never a made-up zero), and the listing's picture and name on top.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { NftDetail } from '../../../contract/nft';
import { detailPath } from '../../lib/nft';
import { formatStake } from '../../lib/options';
import type { Balances } from '../fund/useBalances';
import { SummaryRow } from '../transaction/parts/SummaryRow';

/** The spot (coin) account: NFTs are paid, and margins frozen, there (demo funds arrive there too). */
export const NFT_ACCOUNT = 2;

export function AvailableRow({ balances, currency }: { balances: Balances; currency: string }) {
  const available = balances.available(NFT_ACCOUNT, currency);
  return (
    <SummaryRow label={<Trans>Available (spot account)</Trans>} testId="nft-available">
      {balances.failed ? (
        <span role="alert">
          <Trans>Could not load</Trans>{' '}
          <button type="button" className="link-button" onClick={balances.retry}>
            <Trans>Retry</Trans>
          </button>
        </span>
      ) : available === null ? (
        <span className="muted">
          <Trans>Loading…</Trans>
        </span>
      ) : (
        `${formatStake(available)} ${currency}`
      )}
    </SummaryRow>
  );
}

export function GetFunds() {
  return (
    <p className="earn-funds">
      <Link to="/pages/fund/assets" className="demo-funds-link">
        <Trans>Get funds</Trans> ›
      </Link>
    </p>
  );
}

/** The item being bought: its picture, name and artist, linking back to its page. */
export function ItemHead({ detail: d }: { detail: NftDetail }) {
  return (
    <Link to={detailPath(d)} className="card nft-item-head">
      <img src={d.image} alt="" width={64} height={64} />
      <span>
        <strong>{d.name}</strong>
        <span className="muted nft-item-artist">{d.author_name}</span>
      </span>
    </Link>
  );
}
