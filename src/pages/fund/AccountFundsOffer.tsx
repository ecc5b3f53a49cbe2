// A trading account with too little for the smallest order (issue 40: demo funds land in the spot
// account, so the contract and options screens showed 0 available and nothing more): said where
// its balance shows, with what fills it — the transfer from the spot account (the transfer screen
// with this account as the destination, coming back here after) and, on a demo server, demo
// funds straight into this account.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AccountId } from '../../../contract/wallet';
import { shortOfLeast } from '../../lib/accountFunds';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { useDemoFunds } from './useDemoFunds';
import './fund.css';

type Props = {
  account: AccountId;
  /** The account's available balance in `currency`; null while unknown (then nothing shows). */
  available: string | null;
  /** What the smallest order needs, in `currency`; null while not known. */
  least: string | null;
  currency: 'USDT';
  /** The transfer screen from spot into this account, with the way back here. */
  transferPath: string;
  onAdded: () => void;
};

export function AccountFundsOffer({ account, available, least, currency, transferPath, onAdded }: Props) {
  const { site } = useSnapshot(session);
  const network = useNeedsNetwork();
  const { add, funding } = useDemoFunds(onAdded);
  const title = useId();
  if (!shortOfLeast(available, least)) return null;
  const empty = shortOfLeast(available, null);
  const needed = least === null ? '' : groupDigits(least);

  return (
    <section className="card account-funds" aria-labelledby={title} data-testid="account-funds-offer">
      <p id={title} className="account-funds-title">
        <Trans>Add funds to trade</Trans>
      </p>
      <p className="muted">
        {empty ? (
          <Trans>This account has nothing available.</Trans>
        ) : (
          <Trans>
            The smallest order needs {needed} {currency}.
          </Trans>
        )}
      </p>
      <div className="demo-buttons">
        <Link to={transferPath} className="button link-as-button">
          <Trans>Transfer from Spot</Trans>
        </Link>
        {site.demo === '1' && (
          <button
            type="button"
            className="button button-secondary"
            disabled={funding || network.offline}
            aria-describedby={network.describedBy}
            onClick={() => void add(currency, account)}
          >
            <Trans>Get demo funds into this account</Trans>
          </button>
        )}
      </div>
      {network.reason}
    </section>
  );
}
