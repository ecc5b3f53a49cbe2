// The two outcomes of a dual investment in words, each with its exact payout: which side of the
// linked price pays in the coin (below for a call, at or below for a put) and which in USDT.
import { Trans } from '@lingui/react/macro';
import type { DualType } from '../../../contract/dual';
import { formatStake } from '../../lib/options';

type Props = {
  coin: string;
  type: DualType;
  strike: string;
  /** The payouts: in the coin and in USDT. */
  payCoin: string;
  payUsdt: string;
  /** A test id prefix for the two lines ('outcome' → outcome-coin, outcome-usdt). */
  testId?: string;
};

export function OutcomeLines({ coin, type, strike, payCoin, payUsdt, testId = 'outcome' }: Props) {
  const price = formatStake(strike);
  const inCoin = formatStake(payCoin);
  const inUsdt = formatStake(payUsdt);
  return (
    <ul className="invest-outcomes">
      <li data-testid={`${testId}-coin`}>
        {type === 'put' ? (
          <Trans>
            If {coin} settles at or below {price} USDT, you get <strong>{inCoin}</strong> {coin}.
          </Trans>
        ) : (
          <Trans>
            If {coin} settles below {price} USDT, you get <strong>{inCoin}</strong> {coin}.
          </Trans>
        )}
      </li>
      <li data-testid={`${testId}-usdt`}>
        {type === 'put' ? (
          <Trans>
            If it settles above {price} USDT, you get <strong>{inUsdt}</strong> USDT.
          </Trans>
        ) : (
          <Trans>
            If it settles at or above {price} USDT, you get <strong>{inUsdt}</strong> USDT.
          </Trans>
        )}
      </li>
    </ul>
  );
}
