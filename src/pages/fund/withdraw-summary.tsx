// What a withdrawal costs and may be, live as the amount is typed (spec §2 withdraw: fee, amount
// received, minimum; §6 limits): the numbers come from withdrawQuote, the server's own rule.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isAmount } from '../../../contract/validators';
import type { WithdrawInfo, WithdrawMethod } from '../../../contract/wallet';
import { groupDigits } from '../../lib/format';
import { percentOf, tooManyDecimals, withdrawMinimum, withdrawQuote } from '../../lib/withdrawal';

/** The fee and what arrives for `amount`, or null while it is not (yet) a withdrawable amount. */
function quoteOf(info: WithdrawInfo, method: WithdrawMethod, amount: string) {
  if (!isAmount(amount) || tooManyDecimals(amount)) return null;
  const quote = withdrawQuote(info, method, amount);
  return quote.ok ? quote : null;
}

function LevelName({ level }: { level: 0 | 1 | 2 }) {
  if (level === 2) return <Trans>Advanced (Lv2)</Trans>;
  if (level === 1) return <Trans>Basic (Lv1)</Trans>;
  return <Trans>Not verified</Trans>;
}

export function WithdrawSummary({
  info,
  method,
  amount,
}: {
  info: WithdrawInfo;
  method: WithdrawMethod;
  amount: string;
}) {
  const quote = quoteOf(info, method, amount);
  const currency = info.currency;
  const min = groupDigits(withdrawMinimum(info, method));
  const fee = quote ? groupDigits(quote.fee) : '—';
  const received = quote ? groupDigits(quote.received) : '—';
  const bank = method !== 'address' && info.bank;
  const rate = bank ? percentOf(bank.rate) : '';
  const minFee = bank ? groupDigits(bank.min_fee) : '';
  const remaining = groupDigits(info.remaining_btc);
  const limit = groupDigits(info.limit_btc);

  return (
    <section className="card withdraw-summary">
      <dl aria-live="polite">
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd data-testid="withdraw-fee">
            {fee} {currency}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount received</Trans>
          </dt>
          <dd data-testid="withdraw-received" className="withdraw-received">
            {received} {currency}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Minimum</Trans>
          </dt>
          <dd>
            {min} {currency}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Verification level</Trans>
          </dt>
          <dd>
            <LevelName level={info.level} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>24-hour limit left</Trans>
          </dt>
          <dd data-testid="withdraw-limit">
            {info.level === 0 ? (
              <Trans>Set once your identity is verified</Trans>
            ) : info.currency === 'BTC' ? (
              <Trans>
                {remaining} of {limit} BTC
              </Trans>
            ) : (
              // The limit is counted in BTC whatever is withdrawn (spec §6): said so beside another coin.
              <Trans>
                {remaining} of {limit} BTC in value
              </Trans>
            )}
          </dd>
        </div>
      </dl>
      {bank && (
        <p className="field-hint">
          <Trans>
            Bank fee: {rate}% of the amount, at least {minFee} {currency}
          </Trans>
        </p>
      )}
      {info.level === 0 && (
        <p className="field-hint">
          <Trans>Withdrawals need identity verification.</Trans>{' '}
          <Link to="/pages/setting/real" className="link-button">
            <Trans>Verify now</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
