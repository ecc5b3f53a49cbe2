// Subscribe to an earn product (spec §2 lockming/buy `?id=`): its terms and where the yield comes
// from, the available balance of its currency in the spot account (with the way to get funds), the
// amount checked as the server checks it, the estimated daily and total income, a confirm step,
// then the order. Refusals land at the amount field (and as the usual toast).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { EarnProduct } from '../../../contract/earn';
import {
  type AmountProblem,
  checkAmount,
  dividendTimeUtc,
  estimateIncome,
  isSoldOut,
  maxAmount,
  percentOf,
  yearlySimplePercent,
} from '../../lib/earn';
import { formatStake } from '../../lib/options';
import { AmountField } from '../../ui/AmountField';
import { SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { useBalances } from '../fund/useBalances';
import { ConfirmSubscribe } from './ConfirmSubscribe';
import { EarnLoadError, KeptNote, RiskNote } from './EarnStates';
import { EARN_LIST, EARN_ORDERS, KIND_LABELS } from './labels';
import { useEarnProducts } from './useEarnProducts';
import { useSubscribe } from './useSubscribe';
import './earn.css';

export default function Buy() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { products, failed, cachedAt, retry } = useEarnProducts();
  const product = products?.find((p) => p.id === id) ?? null;
  return (
    <div className="page earn-page">
      <NavBar title={product ? i18n._(KIND_LABELS[product.kind]) : <Trans>Subscribe</Trans>} />
      {failed ? (
        <EarnLoadError onRetry={retry} />
      ) : products === null ? (
        <DelayedSpinner delay={200} />
      ) : product === null ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>This product is not offered any more.</Trans>
          </p>
          <Link to={EARN_LIST} className="button">
            <Trans>See the products</Trans>
          </Link>
        </div>
      ) : (
        <>
          <KeptNote cachedAt={cachedAt} />
          <Terms product={product} />
          <SubscribeForm product={product} onRefused={retry} />
          <RiskNote />
        </>
      )}
    </div>
  );
}

function Terms({ product: p }: { product: EarnProduct }) {
  const currency = p.currency_name;
  const days = p.day;
  const time = dividendTimeUtc(p.dividend_minute);
  return (
    <section className="card earn-terms" aria-labelledby="earn-terms">
      <h2 id="earn-terms">
        {p.currency_name} · <Trans>{days} days</Trans>
      </h2>
      <p className="muted earn-product-name">{p.name}</p>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Daily yield</Trans>} testId="terms-daily">
          <strong className="earn-rate">{percentOf(p.interest_rate)}%</strong>
        </SummaryRow>
        <SummaryRow label={<Trans>Approx. yearly (simple, not compounded)</Trans>} testId="terms-yearly">
          {yearlySimplePercent(p.interest_rate)}%
        </SummaryRow>
        <SummaryRow label={<Trans>Locked for</Trans>}>
          <Trans>{days} days</Trans>
        </SummaryRow>
        <SummaryRow label={<Trans>Minimum per order</Trans>} testId="terms-min">
          {formatStake(p.save_min)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Most per user</Trans>}>
          {formatStake(p.user_cap)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Remaining</Trans>}>
          {formatStake(p.remaining)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Early redemption penalty</Trans>} testId="terms-penalty">
          <Trans>{percentOf(p.penalty_rate)}% × days left × amount</Trans>
        </SummaryRow>
        <SummaryRow label={<Trans>Interest paid daily at</Trans>}>
          <Trans>{time} UTC</Trans>
        </SummaryRow>
      </dl>
      <p className="earn-intro">{p.intro}</p>
      <p className="earn-source muted">
        <Trans>Where the yield comes from:</Trans> {p.yield_source}
      </p>
    </section>
  );
}

/** Why an amount cannot be sent, as the form says it (the server's own wording where it has one). */
function problemText(problem: AmountProblem, currency: string): MessageDescriptor {
  switch (problem.kind) {
    case 'required':
      return msg`Enter an amount`;
    case 'invalid':
      return msg`Enter a valid amount`;
    case 'decimals': {
      const decimals = problem.decimals;
      return msg`The amount may have at most ${decimals} decimals`;
    }
    case 'min': {
      const min = formatStake(problem.limit);
      return msg`The least amount of one order is ${min} ${currency}`;
    }
    case 'userCap': {
      const cap = formatStake(problem.limit);
      return msg`You can hold at most ${cap} ${currency} in this product`;
    }
    case 'remaining': {
      const left = formatStake(problem.limit);
      return msg`Only ${left} ${currency} of this product is left`;
    }
    case 'balance':
      return msg`Insufficient balance`;
  }
}

function SubscribeForm({ product, onRefused }: { product: EarnProduct; onRefused: () => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const balances = useBalances();
  const network = useNeedsNetwork();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const currency = product.currency_name;
  const min = formatStake(product.save_min);
  const available = balances.available(SPOT_ACCOUNT, currency);
  const problem = checkAmount(amount, product, available);
  const income = estimateIncome(amount, product);
  const soldOut = isSoldOut(product);
  const submit = useSubscribe({
    productId: product.id,
    amount,
    onDone: () => navigate(EARN_ORDERS),
  });
  const shown =
    submit.refusal ??
    (problem && (tried || problem.kind !== 'required') ? i18n._(problemText(problem, currency)) : null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || !income) return;
    submit.review({ product, amount: amount.trim(), income });
  };

  return (
    <form className="card earn-form" aria-label={i18n._(msg`Subscribe`)} onSubmit={onSubmit} noValidate>
      <AmountField
        label={t`Amount (${currency})`}
        value={amount}
        onChange={(v) => {
          submit.clearRefusal();
          setAmount(v);
        }}
        error={shown}
        hint={t`Minimum ${min} ${currency}`}
        available={{ balances, currency, testId: 'earn-available' }}
        max={{ value: maxAmount(product, available) }}
      />
      <dl className="summary-list earn-estimate" aria-live="polite">
        <SummaryRow label={<Trans>Estimated daily income</Trans>} testId="estimate-daily">
          {income ? `${formatStake(income.daily)} ${currency}` : '—'}
        </SummaryRow>
        <SummaryRow label={<Trans>Estimated total income</Trans>} testId="estimate-total">
          {income ? `${formatStake(income.total)} ${currency}` : '—'}
        </SummaryRow>
      </dl>
      <SubmitButton busy={submit.busy} disabled={soldOut}>
        {soldOut ? <Trans>Sold out</Trans> : <Trans>Subscribe</Trans>}
      </SubmitButton>
      <ConfirmSubscribe
        confirming={submit.confirming}
        busy={submit.busy}
        sendError={submit.sendError}
        network={network}
        onClose={submit.close}
        onConfirm={() => {
          void submit.send().then(() => {
            // After a refusal the terms (what remains) and the balance are loaded again.
            onRefused();
            balances.reload();
          });
        }}
      />
    </form>
  );
}
