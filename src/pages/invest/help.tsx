// How dual investment works (spec §2 invest/help, §9): the two directions, the factor
// 1 + days × APR ÷ 365, which side of the linked price pays in which currency, worked examples
// computed by the rules the server settles with, and the risk of ending up in the other currency.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { aprPercent, factorText, outcomesOfAmount } from '../../lib/dual';
import { formatStake } from '../../lib/options';
import { NavBar } from '../../ui/NavBar';
import { INVEST_LIST } from './labels';
import { DualRiskNote } from './RiskNote';
import '../lockming/earn.css';
import './invest.css';

/** Fixed example terms: 36.5 % a year for 7 days (factor 1.007). */
const RATE = '0.365';
const DAYS = 7;
const CALL = { type: 'call' as const, amount: '1', coin: 'BTC', exercise_price: '100000', rate: RATE, days: DAYS };
const PUT = { type: 'put' as const, amount: '10000', coin: 'BTC', exercise_price: '90000', rate: RATE, days: DAYS };

export default function InvestHelp() {
  const apr = aprPercent(RATE);
  const days = DAYS;
  const factor = factorText(RATE, DAYS);
  const call = outcomesOfAmount(CALL, CALL.amount, CALL.coin);
  const put = outcomesOfAmount(PUT, PUT.amount, 'USDT');
  const callAmount = formatStake(CALL.amount);
  const callStrike = formatStake(CALL.exercise_price);
  const callCoin = formatStake(call.coin);
  const callUsdt = formatStake(call.usdt);
  const putAmount = formatStake(PUT.amount);
  const putStrike = formatStake(PUT.exercise_price);
  const putCoin = formatStake(put.coin);
  const putUsdt = formatStake(put.usdt);
  return (
    <div className="page earn-page invest-page">
      <NavBar title={<Trans>How dual investment works</Trans>} />
      <div className="earn-doc">
        <ol className="earn-steps">
          <li>
            <h2>
              <Trans>Choose a direction</Trans>
            </h2>
            <p>
              <Trans>
                Buy low: you invest USDT and may end up buying the coin at the linked price, below today's price. Sell
                high: you invest the coin and may end up selling it at the linked price, above today's price.
              </Trans>
            </p>
          </li>
          <li>
            <h2>
              <Trans>Buy whole shares</Trans>
            </h2>
            <p>
              <Trans>
                Each product sells whole shares of a fixed size. The amount is taken from the available balance of your
                spot account and frozen until settlement; it cannot be taken out early.
              </Trans>
            </p>
          </li>
          <li>
            <h2>
              <Trans>Settlement</Trans>
            </h2>
            <p>
              <Trans>
                At the settlement time the product settles on the first recorded price of the coin at or after that
                instant. That price decides the currency you are paid in; the yield is paid either way, into your spot
                account.
              </Trans>
            </p>
          </li>
        </ol>

        <section className="card invest-formula" aria-labelledby="invest-formula">
          <h2 id="invest-formula">
            <Trans>The yield</Trans>
          </h2>
          <p>
            <Trans>
              factor = 1 + days × APR ÷ 365. At an APR of {apr}% for {days} days the factor is 1 + {days} × {apr}% ÷ 365
              = {factor}.
            </Trans>
          </p>
        </section>

        <section className="card invest-rule" aria-labelledby="invest-call">
          <h2 id="invest-call">
            <Trans>Sell high (call)</Trans>
          </h2>
          <ul className="invest-rules">
            <li>
              <Trans>Settlement price below the linked price: you get amount × factor in the coin.</Trans>
            </li>
            <li>
              <Trans>At or above the linked price: you get amount × linked price × factor in USDT.</Trans>
            </li>
          </ul>
          <p className="invest-example" data-testid="example-call">
            <Trans>
              Example: {callAmount} BTC invested at a linked price of {callStrike} USDT, APR {apr}%, {days} days. If BTC
              settles below {callStrike} USDT you get {callCoin} BTC; at or above it you get {callUsdt} USDT.
            </Trans>
          </p>
        </section>

        <section className="card invest-rule" aria-labelledby="invest-put">
          <h2 id="invest-put">
            <Trans>Buy low (put)</Trans>
          </h2>
          <ul className="invest-rules">
            <li>
              <Trans>
                Settlement price at or below the linked price: you get amount ÷ linked price × factor in the coin.
              </Trans>
            </li>
            <li>
              <Trans>Above the linked price: you get amount × factor in USDT.</Trans>
            </li>
          </ul>
          <p className="invest-example" data-testid="example-put">
            <Trans>
              Example: {putAmount} USDT invested at a linked price of {putStrike} USDT, APR {apr}%, {days} days. If BTC
              settles at or below {putStrike} USDT you get {putCoin} BTC; above it you get {putUsdt} USDT.
            </Trans>
          </p>
        </section>

        <section className="card invest-rule" aria-labelledby="invest-risk">
          <h2 id="invest-risk">
            <Trans>The risk</Trans>
          </h2>
          <p>
            <Trans>
              The yield is fixed, but you may end up with the other currency, converted at the linked price. If the
              price has moved far past the linked price, what you get may be worth less than what you invested, or less
              than simply holding. Payouts are rounded down to 8 decimals.
            </Trans>
          </p>
        </section>
        <DualRiskNote />
        <Link to={INVEST_LIST} className="button button-block earn-cta">
          <Trans>See the products</Trans>
        </Link>
      </div>
    </div>
  );
}
