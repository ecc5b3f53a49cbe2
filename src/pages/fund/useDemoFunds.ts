// Taking demo funds (demo servers only: POST /demo/faucet), for every offer of them: into the spot
// account, or into the account a trading screen uses. One tap is one grant under its own key; the
// server bounds the amount and how often.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AccountId } from '../../../contract/wallet';
import { getDemoFunds } from '../../api/wallet';
import { showToast } from '../../state/ui';
import { DEMO_AMOUNTS, type WalletCurrency } from './accounts';

export function useDemoFunds(onAdded?: () => void) {
  const { t } = useLingui();
  const [funding, setFunding] = useState(false);
  const add = async (currency: WalletCurrency, account?: AccountId) => {
    setFunding(true);
    try {
      await getDemoFunds(currency, DEMO_AMOUNTS[currency], crypto.randomUUID(), account);
      showToast(t`Demo funds added`);
      onAdded?.();
    } catch {
      // The API client showed why.
    } finally {
      setFunding(false);
    }
  };
  return { add, funding };
}
