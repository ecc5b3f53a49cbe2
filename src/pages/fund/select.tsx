// The coin picker (spec §2 fund/select): the coins of GET /currency/list with their network.
// Tapping one returns to the screen that opened it (`to`) with ?coin=<id>; the picker replaces
// itself in the history, so "back" from there does not reopen it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Coin } from '../../../contract/user';
import { getCoins } from '../../api/user';
import { useBuiltRoutes } from '../../app/builtRoutes';
import { useBack } from '../../app/useBack';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { chosenCoin, returnRoute } from './coin-choice';
import './fund.css';

export default function SelectCoin() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const back = useBack();
  const [params] = useSearchParams();
  const to = returnRoute(params.get('to'), useBuiltRoutes());
  const current = chosenCoin(params, 0);
  const [coins, setCoins] = useState<Coin[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    getCoins({ quiet: true }).then(setCoins, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const choose = (coin: Coin) => {
    // Opened without a screen to return to (a typed address): back is the best guess.
    if (to) navigate(`${to}?coin=${coin.id}`, { replace: true });
    else back();
  };

  return (
    <div className="page">
      <NavBar title={<Trans>Choose a currency</Trans>} />
      {failed ? (
        <div className="page-error" role="alert">
          <p>
            <Trans>The currencies could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button" onClick={load}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : coins === null ? (
        <DelayedSpinner delay={200} />
      ) : coins.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No currencies available</Trans>
          </p>
        </div>
      ) : (
        <ul className="list coin-list" aria-label={t`Currencies`}>
          {coins.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="list-row coin-option"
                aria-current={c.id === current ? 'true' : undefined}
                onClick={() => choose(c)}
              >
                <span className="coin-option-name">
                  <strong>{c.name}</strong>
                  {c.subName && <span className="coin-network">{c.subName}</span>}
                </span>
                {c.id === current && (
                  <span className="coin-chosen" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
