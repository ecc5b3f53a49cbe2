// The demo-funds offer (demo mode: the server says so with site.demo '1'): one button per wallet
// currency, each adding demo funds to the spot account (POST /demo/faucet, useDemoFunds). The one
// component for it wherever it shows — at the foot of Assets, above the fold for a user who holds
// nothing yet (FirstRunOffer), and on home while some coin is still untaken (HomeDemoOffer) — so
// its wording lives here only.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DEMO_AMOUNTS, WALLET_CURRENCIES, type WalletCurrency } from './accounts';
import { useDemoFunds } from './useDemoFunds';
import './fund.css';

type Props = {
  /** Called once funds were added, e.g. to load the balances again. */
  onAdded?: () => void;
  /** The first-run variant says where to start; the foot of Assets only offers. */
  firstRun?: boolean;
  /** Only these coins (the ones not taken yet), named in the text; every wallet coin when not given. */
  left?: readonly WalletCurrency[];
};

export function DemoFundsOffer({ onAdded, firstRun = false, left }: Props) {
  const { site, lang } = useSnapshot(session);
  const network = useNeedsNetwork();
  const { add, funding } = useDemoFunds(onAdded);
  if (site.demo !== '1') return null;
  const coins = left ?? WALLET_CURRENCIES;
  const named = new Intl.ListFormat(LOCALE_TAGS[lang], { type: 'conjunction' }).format(coins);

  return (
    <section
      className="card demo-card"
      aria-labelledby="demo-funds-title"
      data-testid="demo-funds-offer"
      data-first-run={firstRun || undefined}
      data-left={left?.join(' ')}
    >
      <h2 id="demo-funds-title">{firstRun ? <Trans>Start with demo funds</Trans> : <Trans>Demo funds</Trans>}</h2>
      <p className="muted">
        {firstRun ? (
          <Trans>
            Your balances are empty. Add demo funds to your spot account to try trading, options and the rest; they have
            no value.
          </Trans>
        ) : left ? (
          <Trans>Still yours to take: {named}. They go to your spot account and have no value.</Trans>
        ) : (
          <Trans>
            Prices here are simulated. Add demo funds to your spot account to try every feature; they have no value.
          </Trans>
        )}
      </p>
      <div className="demo-buttons">
        {coins.map((c) => (
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
