// How lock mining works (spec §2 lockming/welcome): locking, the daily interest, maturity and early
// redemption, with the spec's worked example computed by the same rules the screens use.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { penaltyOf, redemptionReturn } from '../../lib/earn';
import { formatStake } from '../../lib/options';
import { NavBar } from '../../ui/NavBar';
import { RiskNote } from './EarnStates';
import { EARN_LIST } from './labels';
import './earn.css';

/** Spec §9: 1,000 locked, 3 days left, a penalty rate of 0.4 % a day. */
const EXAMPLE = { amount: '1000', daysLeft: 3, rate: '0.004', ratePercent: '0.4' };

export default function Welcome() {
  const penalty = penaltyOf(EXAMPLE.amount, EXAMPLE.rate, EXAMPLE.daysLeft);
  const back = redemptionReturn(EXAMPLE.amount, penalty);
  const amount = formatStake(EXAMPLE.amount);
  const days = EXAMPLE.daysLeft;
  const rate = EXAMPLE.ratePercent;
  const fee = formatStake(penalty);
  const returned = formatStake(back);
  return (
    <div className="page earn-page">
      <NavBar title={<Trans>How lock mining works</Trans>} />
      <div className="earn-doc">
        <ol className="earn-steps">
          <li>
            <h2>
              <Trans>Lock</Trans>
            </h2>
            <p>
              <Trans>
                Choose a product and an amount. The amount is taken from the available balance of your spot account and
                locked (shown as frozen in Assets) for the product's number of days.
              </Trans>
            </p>
          </li>
          <li>
            <h2>
              <Trans>Earn every day</Trans>
            </h2>
            <p>
              <Trans>
                Each day at the product's dividend time, interest of amount × daily yield is paid into the available
                balance of your spot account. Over the whole period that is amount × daily yield × days.
              </Trans>
            </p>
          </li>
          <li>
            <h2>
              <Trans>Get it back</Trans>
            </h2>
            <p>
              <Trans>At maturity the whole amount is unlocked and returned to your available balance.</Trans>
            </p>
          </li>
          <li>
            <h2>
              <Trans>Redeem early</Trans>
            </h2>
            <p>
              <Trans>
                You may redeem before maturity. A penalty is then kept: penalty rate × days still to run × amount.
                Interest already paid stays yours. The screen shows the penalty before you confirm.
              </Trans>
            </p>
          </li>
        </ol>
        <section className="earn-example card" aria-labelledby="earn-example">
          <h2 id="earn-example">
            <Trans>Example</Trans>
          </h2>
          <p data-testid="earn-example">
            <Trans>
              {amount} USDT locked, redeemed with {days} days still to run, at a penalty rate of {rate}% a day: the
              penalty is {rate}% × {days} × {amount} = {fee} USDT, and {returned} USDT comes back.
            </Trans>
          </p>
        </section>
        <RiskNote />
        <Link to={EARN_LIST} className="button button-block earn-cta">
          <Trans>See the products</Trans>
        </Link>
      </div>
    </div>
  );
}
