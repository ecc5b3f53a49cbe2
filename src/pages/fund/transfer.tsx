// Coin exchange (spec §3 Transfer: number, from_currency_id, to_currency_id; POST user/Transfer):
// USDT, BTC and ETH in the spot account at the recorded market price. The live quote, its fee and
// what would arrive are shown before confirming. Confirming freezes one quote: the confirmation
// shows that price alone, with its market time, and sends exactly it, with one Idempotency-Key per
// intended exchange (the live price card is put away meanwhile, so no second price is on screen).
// If the server refuses because the price moved too far, the confirmation says so and offers a new
// price to confirm again. Nothing typed is lost when a request fails.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import { checkAmount } from '../../../contract/validators';
import { EXCHANGE_CURRENCIES, type ExchangeQuote, type ExchangeResult } from '../../../contract/wallet';
import { ApiError } from '../../api/client';
import { exchangeCoins } from '../../api/wallet';
import { useProblemText } from '../../i18n/problem';
import { estimateExchange, isLess, movedAgainst, parseExchangeAmount, percentOf, scaleOf } from '../../lib/exchange';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { SelectField } from '../../ui/SelectField';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { BalanceHint } from './BalanceHint';
import { ExchangeSummary, PriceLine } from './ExchangeSummary';
import { FirstRunOffer } from './FirstRunOffer';
import { useBalances, useOnReconnect } from './useBalances';
import { useExchangeQuote, useNow } from './useExchangeQuote';
import './fund.css';

type Currency = (typeof EXCHANGE_CURRENCIES)[number];

/** Exchanges take place in the spot (change) account. */
const SPOT_ACCOUNT = 2;

export default function Transfer() {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  const text = useProblemText();
  const [from, setFrom] = useState<Currency>('USDT');
  const [to, setTo] = useState<Currency>('BTC');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The quote being confirmed (frozen while the live one keeps refreshing); null on the form. */
  const [confirming, setConfirming] = useState<ExchangeQuote | null>(null);
  const [repriced, setRepriced] = useState(false);
  /** The server refused the frozen quote because the price moved: a new price is needed to go on. */
  const [moved, setMoved] = useState(false);
  const [repricing, setRepricing] = useState(false);
  const [busy, setBusy] = useState(false);
  const network = useNeedsNetwork();
  const [result, setResult] = useState<ExchangeResult | null>(null);
  const live = useExchangeQuote(from, to);
  const now = useNow();
  const confirmRef = useRef<HTMLElement>(null);
  // The confirmation opens below the form: bring it (and a new price) into view.
  useEffect(() => {
    if (confirming) confirmRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [confirming]);

  // The balances reload by themselves when the network returns; the price is asked again then too,
  // rather than at the next periodic refresh.
  const balances = useBalances();
  useOnReconnect(() => void live.refresh());

  const trimmed = amount.trim();
  // One request id per intended exchange: it changes only when what is asked changes.
  const requestId = useMemo(
    () => [crypto.randomUUID(), from, to, trimmed, confirming?.price ?? ''].join(':'),
    [from, to, trimmed, confirming?.price],
  );

  /** In the spot account; null until the server has told it (the exchange waits for it). */
  const available = balances.available(SPOT_ACCOUNT, from);
  const quote = live.quote;
  const valid = parseExchangeAmount(trimmed, from);
  const estimate = quote && valid ? estimateExchange(valid, quote.price, quote.fee_rate, to) : null;

  const choose = (side: 'from' | 'to', value: Currency) => {
    const other = side === 'from' ? to : from;
    if (value === other) {
      // Choosing the other side's currency swaps the two.
      setFrom(side === 'from' ? value : to);
      setTo(side === 'from' ? from : value);
    } else if (side === 'from') setFrom(value);
    else setTo(value);
    setError(null);
  };

  const review = (e: FormEvent) => {
    e.preventDefault();
    let message = text(checkAmount(trimmed));
    if (!message && !valid) message = t`Enter an amount with at most ${scaleOf(from)} decimals`;
    if (!message && !quote) message = t`The price is not available yet. Try again in a moment`;
    if (!message && quote && valid && isLess(valid, quote.min))
      message = t`The least you can exchange is ${groupDigits(quote.min)} ${from}`;
    if (!message && valid && available !== null && isLess(available, valid)) message = t`Insufficient balance`;
    setError(message);
    if (message || !quote || available === null) return;
    setRepriced(false);
    setMoved(false);
    setConfirming(quote);
  };

  const confirm = async () => {
    if (!confirming || !valid) return;
    setBusy(true);
    try {
      const done = await exchangeCoins({ from, to, amount: valid, price: confirming.price }, requestId);
      setResult(done);
      setConfirming(null);
      balances.reload();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'refused') {
        // Refused: if the price moved too far, say so at the confirmation and offer a new price
        // (the frozen one stays shown, as what was refused); otherwise the reason was toasted and
        // the form is back, as typed.
        const fresh = await live.refresh();
        if (fresh && movedAgainst(confirming.price, fresh.price)) {
          setMoved(true);
          setRepriced(false);
        } else setConfirming(null);
      }
      // A network failure keeps the confirmation open: confirming again repeats the same request.
    } finally {
      setBusy(false);
    }
  };

  /** "Get a new price": the current quote becomes the one to confirm, with its time. */
  const newPrice = async () => {
    setRepricing(true);
    try {
      const fresh = await live.refresh();
      if (fresh) {
        setConfirming(fresh);
        setMoved(false);
        setRepriced(true);
      }
    } finally {
      setRepricing(false);
    }
  };

  const cancel = () => {
    setConfirming(null);
    setMoved(false);
    setRepriced(false);
  };

  const again = () => {
    setResult(null);
    setAmount('');
    setError(null);
  };

  if (result)
    return (
      <div className="page">
        <NavBar title={<Trans>Exchange</Trans>} />
        <section className="card exchange-result" role="status">
          <h2>
            <Trans>Exchange complete</Trans>
          </h2>
          <ExchangeSummary {...result} estimated={false} />
          <div className="exchange-actions">
            <Link to="/pages/setting/bill?kind=exchange" className="button button-secondary">
              <Trans>View in bill</Trans>
            </Link>
            <button type="button" className="button" onClick={again}>
              <Trans>Exchange again</Trans>
            </button>
          </div>
        </section>
      </div>
    );

  const age = live.fetchedAt ? Math.max(0, Math.round((now - live.fetchedAt) / 1000)) : 0;
  const clock = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const tickTime = quote?.time ? clock.format(quote.time) : '';
  const currencySelect = (label: string, side: 'from' | 'to', value: Currency) => (
    <SelectField
      className="exchange-side"
      label={label}
      value={value}
      disabled={confirming !== null}
      options={EXCHANGE_CURRENCIES.map((c) => ({ value: c, label: c }))}
      onChange={(v) => choose(side, v)}
    />
  );

  return (
    <div className="page">
      <NavBar
        title={<Trans>Exchange</Trans>}
        right={
          <Link to="/pages/setting/bill?kind=exchange" className="header-button">
            <Trans>Records</Trans>
          </Link>
        }
      />
      {/* Nothing to exchange yet: where to start instead (issue 20). */}
      <FirstRunOffer rows={balances.rows} onAdded={balances.reload} />
      <form className="form" onSubmit={review} noValidate>
        <p className="muted exchange-note">
          <Trans>Exchanges take place in your spot account.</Trans>
        </p>
        <div className="exchange-pair">
          {currencySelect(t`From`, 'from', from)}
          <button
            type="button"
            className="icon-button exchange-swap"
            aria-label={t`Swap currencies`}
            disabled={confirming !== null}
            onClick={() => choose('from', to)}
          >
            ⇅
          </button>
          {currencySelect(t`To`, 'to', to)}
        </div>
        <Field
          label={t`Amount`}
          inputMode="decimal"
          value={amount}
          readOnly={confirming !== null}
          onChange={(v) => {
            setAmount(v.replace(/[^\d.]/g, ''));
            setError(null);
          }}
          error={error}
          hint={
            <BalanceHint balances={balances}>
              {available === null ? null : t`Available in spot account: ${groupDigits(available)} ${from}`}
            </BalanceHint>
          }
          addon={
            <button
              type="button"
              className="field-addon"
              disabled={confirming !== null || available === null}
              onClick={() => setAmount(available === null || available === '0' ? '' : available)}
            >
              <Trans context="the whole amount">All</Trans>
            </button>
          }
        />
        {/* While confirming, only the frozen quote is shown (in the confirmation below). */}
        {confirming ? null : (
          <section className="card quote-card" aria-label={t`Price`} aria-busy={live.loading}>
            {quote ? (
              <>
                <dl className="summary-list">
                  <SummaryRow label={<Trans>Price</Trans>}>
                    <PriceLine from={quote.from} to={quote.to} price={quote.price} />
                  </SummaryRow>
                  <SummaryRow label={<Trans>Fee rate</Trans>} testId="exchange-fee-rate">
                    {percentOf(quote.fee_rate)}%
                  </SummaryRow>
                  <SummaryRow label={<Trans>Minimum</Trans>} testId="exchange-min">
                    {groupDigits(quote.min)} {from}
                  </SummaryRow>
                  <SummaryRow label={<Trans>You receive (estimated)</Trans>} testId="exchange-estimate">
                    {estimate ? `${groupDigits(estimate.received)} ${to}` : '—'}
                  </SummaryRow>
                </dl>
                <p className="muted quote-meta" data-testid="quote-age">
                  {live.failed ? (
                    <Trans>The price could not be refreshed. Showing the price from {age} s ago.</Trans>
                  ) : (
                    <Trans>
                      Updated {age} s ago · market price recorded at {tickTime}
                    </Trans>
                  )}
                </p>
              </>
            ) : live.failed ? (
              <p role="alert">
                <Trans>The price could not be loaded. Check your connection and try again.</Trans>
              </p>
            ) : (
              <p className="muted">
                <Trans>Loading the price…</Trans>
              </p>
            )}
            <button
              type="button"
              className="link-button"
              disabled={live.loading || confirming !== null}
              onClick={() => void live.refresh()}
            >
              <Trans>Refresh price</Trans>
            </button>
          </section>
        )}
        {confirming && valid ? (
          <section ref={confirmRef} className="card confirm-card" aria-label={t`Confirm exchange`}>
            <h2>
              <Trans>Confirm exchange</Trans>
            </h2>
            {moved ? (
              <div className="notice" role="alert">
                <Trans>
                  The price has moved since this quote, so it was not exchanged. Get a new price to continue.
                </Trans>{' '}
                <button
                  type="button"
                  className="link-button"
                  disabled={repricing || network.offline}
                  aria-busy={repricing}
                  onClick={() => void newPrice()}
                >
                  <Trans>Get a new price</Trans>
                </button>
              </div>
            ) : repriced ? (
              <p className="notice" role="alert">
                <Trans>The price has changed. Check the new price and confirm again.</Trans>
              </p>
            ) : null}
            <ExchangeSummary
              from={from}
              to={to}
              amount={valid}
              price={confirming.price}
              {...estimateExchange(valid, confirming.price, confirming.fee_rate, to)}
              estimated
              priceTime={clock.format(confirming.time)}
            />
            <div className="exchange-actions">
              <button type="button" className="button button-secondary" disabled={busy || repricing} onClick={cancel}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="button"
                disabled={busy || moved || repricing || network.offline}
                aria-busy={busy}
                aria-describedby={network.describedBy}
                onClick={() => void confirm()}
              >
                {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
                <Trans>Confirm</Trans>
              </button>
            </div>
            {network.reason}
          </section>
        ) : (
          <SubmitButton busy={false} disabled={from === to || available === null}>
            <Trans>Exchange</Trans>
          </SubmitButton>
        )}
      </form>
    </div>
  );
}
