// The demo-funds offer (demo mode: the server says so with site.demo '1'): one button per wallet
// currency, each adding demo funds to the spot account (POST /demo/faucet). The one component for
// it wherever it shows — at the foot of Assets, and above the fold for a user who holds nothing
// yet (FirstRunOffer) — so the call and its wording live here only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { getDemoFunds } from '../../api/wallet';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DEMO_AMOUNTS, WALLET_CURRENCIES } from './accounts';
import './fund.css';

type Props = {
  /** Called once funds were added, e.g. to load the balances again. */
  onAdded?: () => void;
  /** The first-run variant says where to start; the foot of Assets only offers. */
  firstRun?: boolean;
};

export function DemoFundsOffer({ onAdded, firstRun = false }: Props) {
  const { t } = useLingui();
  const { site } = useSnapshot(session);
  const [funding, setFunding] = useState(false);
  const network = useNeedsNetwork();
  if (site.demo !== '1') return null;

  const add = async (currency: (typeof WALLET_CURRENCIES)[number]) => {
    setFunding(true);
    try {
      await getDemoFunds(currency, DEMO_AMOUNTS[currency], crypto.randomUUID());
      showToast(t`Demo funds added`);
      onAdded?.();
    } catch {
      // The API client showed why.
    } finally {
      setFunding(false);
    }
  };

  return (
    <section
      className="card demo-card"
      aria-labelledby="demo-funds-title"
      data-testid="demo-funds-offer"
      data-first-run={firstRun || undefined}
    >
      <h2 id="demo-funds-title">{firstRun ? <Trans>Start with demo funds</Trans> : <Trans>Demo funds</Trans>}</h2>
      <p className="muted">
        {firstRun ? (
          <Trans>
            Your balances are empty. Add demo funds to your spot account to try trading, options and the rest; they have
            no value.
          </Trans>
        ) : (
          <Trans>
            Prices here are simulated. Add demo funds to your spot account to try every feature; they have no value.
          </Trans>
        )}
      </p>
      <div className="demo-buttons">
        {WALLET_CURRENCIES.map((c) => (
          <button
            key={c}
            type="button"
            className="button button-secondary"
            disabled={funding || network.offline}
            aria-describedby={network.describedBy}
            onClick={() => void add(c)}
          >
            <Trans>
              Get {groupDigits(DEMO_AMOUNTS[c])} {c}
            </Trans>
          </button>
        ))}
      </div>
      {network.reason}
    </section>
  );
}
