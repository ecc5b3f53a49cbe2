// The spot order form: buy or sell, limit or market, price and amount with steppers, 25–100 % of
// the available balance (quote for a buy, base for a sell), the estimate (total, fee, what a buy
// reserves or a sell brings), time in force and post-only for limit orders, then a confirmation.
// Sent through ./useOrderSubmit.ts (one Idempotency-Key per intended order); a refusal keeps
// everything typed and is shown beside the button, at the price, or under the amount.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { OrderType, SpotOrder, SpotPair, TimeInForce } from '../../../../contract/spot';
import { groupDigits } from '../../../lib/format';
import {
  amountForPercent,
  byTotal,
  checkOrder,
  cleanDecimalInput,
  compareDecimals,
  type EstimateInput,
  estimateOrder,
  feeRateOf,
  marketPrice,
  type OrderProblem,
  ratePercent,
  reserveFeeRate,
  stepValue,
  totalForPercent,
} from '../../../lib/spot';
import { session } from '../../../state/session';
import { AmountField } from '../../../ui/AmountField';
import { BalanceValue } from '../../../ui/AvailableBalance';
import { Field } from '../../../ui/Field';
import { useNeedsNetwork } from '../../../ui/OfflineReason';
import { SelectField } from '../../../ui/SelectField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { Switch } from '../../../ui/Switch';
import { sideParam } from '../../market/tradeRoute';
import { ConfirmOrder } from './ConfirmOrder';
import { ORDER_TYPE_LABELS, priceOutOfBand, TIF_LABELS } from './labels';
import { useOrderSubmit } from './useOrderSubmit';

const TIFS: TimeInForce[] = ['GTC', 'IOC', 'FOK'];

export type Balances = {
  /** null while loading or after a failure: never a made-up zero. */
  available: (currency: string) => string | null;
  failed: boolean;
  retry: () => void;
};

type Props = {
  pair: SpotPair;
  /** The last recorded price, or null before the quotes have loaded. */
  last: string | null;
  signedIn: boolean;
  balances: Balances;
  /** A price tapped in the order book; `at` tells two taps on one level apart. */
  picked: { price: string; at: number } | null;
  /**
   * The market does not trade now (a stock outside its hours): the order cannot be sent, with
   * this reason beside the button and `describedBy` (the screen's notice with the hours) read with it.
   */
  closed: { reason: string; describedBy: string } | null;
  onPlaced: (order: SpotOrder) => void;
};

export function OrderForm({ pair, last, signedIn, balances, picked, closed, onPlaced }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { pathname, search } = useLocation();
  const network = useNeedsNetwork();
  const demo = useSnapshot(session).site.demo === '1';
  // `?side=sell` (the chart page's Sell) opens on selling.
  const [side, setSide] = useState<'buy' | 'sell'>(() => sideParam(new URLSearchParams(search).get('side')));
  const [orderType, setOrderType] = useState<OrderType>('limit');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  /** A market buy is typed as the amount to buy or the total to spend. */
  const [by, setBy] = useState<'amount' | 'total'>('amount');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('GTC');
  const [postOnly, setPostOnly] = useState(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const closedHintId = useId();

  // The price starts at the last price, once it is known.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !last) return;
    prefilled.current = true;
    setPrice((p) => p || roundPrice(last, pair));
  }, [last, pair]);

  // A level tapped in the book: its price, as a limit order.
  useEffect(() => {
    if (!picked) return;
    setOrderType('limit');
    setPrice(picked.price);
    setProblem(null);
  }, [picked]);

  const base = pair.base;
  const quote = pair.quote;
  const spends = side === 'buy' ? quote : base;
  const available = signedIn ? balances.available(spends) : null;
  const effectivePostOnly = orderType === 'limit' && postOnly;
  const effectiveTif: TimeInForce = effectivePostOnly ? 'GTC' : timeInForce;
  const input: EstimateInput = {
    side,
    orderType,
    price: price.trim(),
    last,
    amount: amount.trim(),
    postOnly: effectivePostOnly,
    by,
  };
  const totalTyped = byTotal(input);
  const estimate = estimateOrder(pair, input);
  const approx = estimate?.approxAmount ? groupDigits(estimate.approxAmount) : null;
  const minTotal = groupDigits(pair.min_total);
  const feeRate = feeRateOf(pair, orderType, effectivePostOnly);

  const submit = useOrderSubmit({
    pair,
    identity: [side, orderType, input.price, input.amount, totalTyped, effectiveTif, effectivePostOnly],
    onPlaced: (order) => {
      setAmount('');
      onPlaced(order);
    },
  });
  const refusal = submit.refusal?.at === 'action' ? submit.refusal.message : null;

  const edit = (set: (v: string) => void) => (v: string) => {
    set(cleanDecimalInput(v));
    setProblem(null);
    submit.clearRefusal();
  };

  const sizingPrice =
    orderType === 'limit'
      ? input.price || null
      : last && marketPrice(last, pair.market_protection, side, pair.price_decimals);
  const percent = (p: number) => {
    submit.clearRefusal();
    if (available === null) return;
    if (totalTyped) {
      setAmount(totalForPercent(available, p, reserveFeeRate(pair)));
      setProblem(null);
      return;
    }
    if (side === 'buy' && !sizingPrice) {
      setProblem({ field: 'price', kind: orderType === 'limit' ? 'required' : 'noPrice' });
      return;
    }
    setAmount(amountForPercent(pair, side, available, p, sizingPrice, reserveFeeRate(pair)));
    setProblem(null);
  };

  const review = (e: FormEvent) => {
    e.preventDefault();
    submit.clearRefusal();
    if (closed) return;
    const found = checkOrder(pair, input, available);
    setProblem(found);
    if (found || !estimate) return;
    submit.review({ ...input, estimate, timeInForce: effectiveTif });
  };

  const problemText = (p: OrderProblem | null): string | null => {
    if (!p) return null;
    switch (p.kind) {
      case 'required':
        if (p.field === 'price') return t`Please enter the price`;
        return totalTyped ? t`Please enter the total to spend` : t`Please enter the amount`;
      case 'invalid':
        if (p.field === 'price') return t`Please enter a valid price`;
        return totalTyped ? t`Please enter a valid total` : t`Please enter a valid amount`;
      case 'decimals':
        if (p.field === 'price') return t`The price may have at most ${p.decimals} decimals`;
        return totalTyped
          ? t`The total may have at most ${p.decimals} decimals`
          : t`The amount may have at most ${p.decimals} decimals`;
      case 'minAmount':
        return t`The least amount is ${groupDigits(p.min)} ${base}`;
      case 'minTotal':
        return t`The order must be worth at least ${groupDigits(p.min)} ${quote}`;
      case 'balance':
        return t`Insufficient balance`;
      case 'noPrice':
        return t`The price is not available yet. Try again in a moment`;
      case 'band':
        return i18n._(priceOutOfBand({ min: groupDigits(p.min), max: groupDigits(p.max), percent: p.percent }));
    }
  };
  const priceError =
    (problem?.field === 'price' ? problemText(problem) : null) ??
    (submit.refusal?.at === 'price' ? submit.refusal.message : null);
  const amountError =
    problem?.field === 'amount'
      ? problemText(problem)
      : submit.refusal?.at === 'amount'
        ? problemText({ field: 'amount', kind: 'balance' })
        : null;
  const sideLabel = side === 'buy' ? t`Buy ${base}` : t`Sell ${base}`;

  const stepper = (
    value: string,
    set: (v: string) => void,
    decimals: number,
    labels: { down: string; up: string },
    from?: string,
  ) => ({
    lead: (
      <button
        type="button"
        className="field-addon stepper"
        aria-label={labels.down}
        onClick={() => {
          set(stepValue(value, decimals, -1, from));
          setProblem(null);
        }}
      >
        −
      </button>
    ),
    addon: (
      <button
        type="button"
        className="field-addon stepper"
        aria-label={labels.up}
        onClick={() => {
          set(stepValue(value, decimals, 1, from));
          setProblem(null);
        }}
      >
        +
      </button>
    ),
  });

  return (
    <form className="order-form" onSubmit={review} noValidate aria-label={t`Place an order`}>
      <div className="side-toggle" role="tablist" aria-label={t`Side`}>
        <button
          type="button"
          role="tab"
          className="side-buy"
          aria-selected={side === 'buy'}
          onClick={() => {
            setSide('buy');
            setProblem(null);
            submit.clearRefusal();
          }}
        >
          <Trans>Buy</Trans>
        </button>
        <button
          type="button"
          role="tab"
          className="side-sell"
          aria-selected={side === 'sell'}
          onClick={() => {
            setSide('sell');
            setProblem(null);
            submit.clearRefusal();
          }}
        >
          <Trans>Sell</Trans>
        </button>
      </div>
      <div className="segmented order-type" role="tablist" aria-label={t`Order type`}>
        {(['limit', 'market'] as const).map((ot) => (
          <button
            key={ot}
            type="button"
            role="tab"
            aria-selected={orderType === ot}
            onClick={() => {
              setOrderType(ot);
              setProblem(null);
              submit.clearRefusal();
            }}
          >
            {i18n._(ORDER_TYPE_LABELS[ot])}
          </button>
        ))}
      </div>
      {orderType === 'limit' ? (
        <Field
          label={t`Price (${quote})`}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={edit(setPrice)}
          error={priceError}
          {...stepper(
            price,
            setPrice,
            pair.price_decimals,
            { down: t`Lower the price`, up: t`Raise the price` },
            last ?? undefined,
          )}
        />
      ) : (
        <div className={`field${priceError ? ' field-invalid' : ''}`}>
          <span className="field-label">
            <Trans>Price ({quote})</Trans>
          </span>
          <div className="market-price" data-testid="market-price">
            {last ? <Trans>Market · ≈ {groupDigits(roundPrice(last, pair))}</Trans> : <Trans>Market price</Trans>}
          </div>
          {priceError && (
            <p className="field-error" role="alert">
              {priceError}
            </p>
          )}
        </div>
      )}
      <AmountField
        label={totalTyped ? t`Total to spend (${quote})` : t`Amount (${base})`}
        value={amount}
        onChange={edit(setAmount)}
        error={amountError}
        hint={
          !totalTyped
            ? t`Minimum ${groupDigits(pair.min_amount)} ${base}`
            : approx
              ? t`Buys about ${approx} ${base} at the last price; the book decides`
              : t`Minimum ${minTotal} ${quote}`
        }
        units={
          side === 'buy' && orderType === 'market'
            ? {
                label: t`Buy by`,
                value: by,
                options: [
                  { value: 'amount', label: msg`Amount (${base})` },
                  { value: 'total', label: msg`Total (${quote})` },
                ],
                onChange: (b) => {
                  setBy(b);
                  setAmount('');
                  setProblem(null);
                },
              }
            : undefined
        }
        percents={{ disabled: available === null, onPick: percent }}
        {...(totalTyped
          ? {}
          : stepper(amount, setAmount, pair.amount_decimals, {
              down: t`Decrease the amount`,
              up: t`Increase the amount`,
            }))}
      />
      <dl className="order-estimate">
        <div>
          <dt>{orderType === 'market' ? <Trans>Total (est.)</Trans> : <Trans>Total</Trans>}</dt>
          <dd data-testid="estimate-total">{estimate ? `${groupDigits(estimate.total)} ${quote}` : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee ({ratePercent(feeRate)}%)</Trans>
          </dt>
          <dd data-testid="estimate-fee">{estimate ? `${groupDigits(estimate.fee)} ${quote}` : '—'}</dd>
        </div>
        {side === 'buy' ? (
          <div>
            <dt>{orderType === 'market' ? <Trans>Reserved (at most)</Trans> : <Trans>Reserved</Trans>}</dt>
            <dd data-testid="estimate-cost">{estimate ? `${groupDigits(estimate.cost)} ${quote}` : '—'}</dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>You receive (est.)</Trans>
            </dt>
            <dd data-testid="estimate-receive">{estimate ? `${groupDigits(estimate.receive)} ${quote}` : '—'}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd data-testid="available">
            {signedIn ? (
              <BalanceValue
                text={available === null ? null : `${groupDigits(available)} ${spends}`}
                failed={balances.failed}
                onRetry={balances.retry}
                failedClass="balance-failed"
              />
            ) : (
              '—'
            )}
          </dd>
        </div>
        {demo && available !== null && compareDecimals(available, '0') === 0 && (
          // Demo mode with nothing to trade: where the demo funds are.
          <div>
            <dt />
            <dd>
              <Link to="/pages/fund/assets" className="demo-funds-link">
                <Trans>Demo funds</Trans> ›
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {orderType === 'limit' && (
        <details className="order-advanced">
          <summary>
            <Trans>Advanced</Trans>
            <span className="muted">
              {' '}
              · {effectiveTif}
              {effectivePostOnly ? ` · ${t`Post-only`}` : ''}
            </span>
          </summary>
          <SelectField
            label={<Trans>Time in force</Trans>}
            value={effectiveTif}
            disabled={effectivePostOnly}
            options={TIFS.map((v) => ({ value: v, label: i18n._(TIF_LABELS[v]) }))}
            onChange={setTimeInForce}
          />
          <Switch label={<Trans>Post-only (maker)</Trans>} checked={postOnly} onChange={setPostOnly} />
          <p className="field-hint">
            <Trans>
              A post-only order is cancelled instead of trading at once, so it only ever pays the maker fee.
            </Trans>
          </p>
        </details>
      )}
      {signedIn ? (
        <>
          <div className={`order-submit ${side}`}>
            <SubmitButton
              busy={false}
              disabled={closed !== null}
              describedBy={closed ? `${closedHintId} ${closed.describedBy}` : undefined}
            >
              {sideLabel}
            </SubmitButton>
          </div>
          {closed && (
            <p className="field-hint order-closed" id={closedHintId} data-testid="order-closed">
              {closed.reason}
            </p>
          )}
          {refusal && (
            <p className="field-error" role="alert" data-testid="order-refusal">
              {refusal}
            </p>
          )}
        </>
      ) : (
        <Link
          to={`/pages/common/login?redirect=${encodeURIComponent(pathname + search)}`}
          className="button button-block login-to-trade"
        >
          <Trans>Log in to trade</Trans>
        </Link>
      )}
      <ConfirmOrder
        pair={pair}
        confirming={submit.confirming}
        busy={submit.busy}
        sendError={submit.sendError}
        network={network}
        onClose={submit.close}
        onConfirm={() => void submit.send()}
      />
    </form>
  );
}

/** The last price on the pair's tick grid, for the price field and the market line. */
function roundPrice(last: string, pair: SpotPair): string {
  const decimals = pair.price_decimals;
  const [int = '0', frac = ''] = last.split('.');
  if (decimals === 0) return int;
  return `${int}.${frac.padEnd(decimals, '0').slice(0, decimals)}`;
}
