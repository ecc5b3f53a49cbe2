// The contract order form (spec §2 order page): long or short, market or limit (with its price),
// lots, multiple, optional take-profit and stop-loss, then what the order holds and costs —
// notional, margin, opening fee, the estimated liquidation price — and the contract account's
// balance, all by the rules the server settles with. Open long / Open short lead to the confirm
// step. A guest sees all of it and is asked to log in; a closed market, an unknown balance or no
// connection keep what is typed but cannot open.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LeverDeal, LeverDirection, LeverPosition, LeverProduct } from '../../../../../contract/lever';
import { type Exposure, unitsOf } from '../../../../../contract/lever-rules';
import type { Quotation } from '../../../../../contract/market';
import { groupDigits } from '../../../../lib/format';
import {
  checkOrder,
  estimateOpen,
  leastOpenCost,
  type OpenEstimate,
  type OrderField,
  type OrderProblem,
  parseLots,
  parsePrice,
  sideOf,
} from '../../../../lib/lever';
import { formatStake } from '../../../../lib/options';
import { Field } from '../../../../ui/Field';
import { useNeedsNetwork } from '../../../../ui/OfflineReason';
import { AccountFundsOffer } from '../../../fund/AccountFundsOffer';
import { sideParam } from '../../../market/tradeRoute';
import { ORDER_TYPE_LABELS } from '../labels';
import { ConfirmContract } from './ConfirmContract';
import { LeverBalance, transferIntoContractsPath } from './LeverBalance';
import { LotsField } from './LotsField';
import { DIRECTION_LABELS, OPEN_LABELS } from './labels';
import { MultipleChips } from './MultipleChips';
import { type ContractOrder, useOpenSubmit } from './useOpenSubmit';

type Mode = 'market' | 'limit';

type Props = {
  product: LeverProduct;
  quote: Quotation;
  signedIn: boolean;
  deal: { deal: LeverDeal | null; failed: boolean; retry: () => void; reload: () => Promise<LeverDeal | null> };
  /** The account's open positions at their live P&L, with the exposure of those on this symbol (for the liquidation price), or null while unknown. */
  open: readonly { margin: string; pnl: string; exposure?: Exposure }[] | null;
  onPlaced: (position: LeverPosition) => void;
};

export function ContractForm({ product, quote, signedIn, deal: dealState, open, onPlaced }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { pathname, search } = useLocation();
  const network = useNeedsNetwork();
  const actionId = useId();
  const deal = dealState.deal;
  const terms = deal?.product ?? product;
  const multiples = deal?.multiple.muit.map((m) => m.value) ?? terms.multiples;
  const min = deal?.lever_share_limit.min ?? terms.min_share;
  const max = deal?.lever_share_limit.max ?? terms.max_share;

  // `?side=sell` (the chart page's Sell) opens on a short.
  const [type, setType] = useState<LeverDirection>(() =>
    sideParam(new URLSearchParams(search).get('side')) === 'sell' ? 2 : 1,
  );
  const [mode, setMode] = useState<Mode>('market');
  const [lots, setLots] = useState(() => String(terms.min_share));
  const [multiple, setMultiple] = useState<number | null>(() => terms.multiples[0] ?? null);
  const [limit, setLimit] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  // The multiples offered changed (an operator's edit): a choice no longer offered falls back.
  useEffect(() => {
    if (multiple === null || !multiples.includes(multiple)) setMultiple(multiples[0] ?? null);
  }, [multiples, multiple]);

  const last = quote.price || null;
  const limitPrice = mode === 'limit' ? parsePrice(limit, terms.precision) : null;
  const entry = mode === 'market' ? last : limitPrice?.ok ? limitPrice.price : null;
  const share = parseLots(lots);
  const available = signedIn ? (deal?.user_lever ?? null) : null;
  const estimateFor = (o: LeverDirection): OpenEstimate | null =>
    entry !== null && share !== null && multiple !== null
      ? estimateOpen({
          side: sideOf(o),
          share,
          multiple,
          price: entry,
          product: terms,
          account: deal && available !== null && open ? { available, risk: deal.risk, open } : null,
        })
      : null;
  const estimate = estimateFor(type);
  const closed = !quote.trading || !terms.trading;
  const unknownBalance = signedIn && available === null;

  const orderProblem = (fresh: LeverDeal | null, o: LeverDirection, cost: string | null) =>
    checkOrder({
      side: sideOf(o),
      lots,
      min: fresh?.lever_share_limit.min ?? min,
      max: fresh?.lever_share_limit.max ?? max,
      multiple,
      multiples: fresh?.multiple.muit.map((m) => m.value) ?? multiples,
      limit: mode === 'limit' ? limit : null,
      last: fresh?.last_price ?? last,
      takeProfit,
      stopLoss,
      decimals: terms.precision,
      cost,
      available: fresh?.user_lever ?? available ?? '0',
    });

  const submit = useOpenSubmit({
    pair: { currency_id: product.currency_id, legal_id: product.legal_id },
    identity: [type, mode, lots.trim(), multiple, limit.trim(), takeProfit.trim(), stopLoss.trim()].join('|'),
    onPlaced,
    placeOf: async (o: ContractOrder): Promise<OrderField> => {
      const fresh = await dealState.reload();
      const found = orderProblem(fresh, o.type, o.estimate.cost);
      return found?.field ?? 'action';
    },
  });
  const { refusal } = submit;

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setProblem(null);
      submit.clearRefusal();
    };

  const review = (o: LeverDirection) => {
    if (o !== type) setType(o);
    if (closed || unknownBalance || !signedIn) return;
    const est = estimateFor(o);
    const found = orderProblem(null, o, est?.cost ?? null);
    setProblem(found);
    if (found || !est || entry === null || share === null || multiple === null) return;
    const tp = parsePrice(takeProfit, terms.precision);
    const sl = parsePrice(stopLoss, terms.precision);
    submit.review({
      type: o,
      share,
      multiple,
      limit: mode === 'limit' ? entry : null,
      price: entry,
      takeProfit: tp.ok ? tp.price : null,
      stopLoss: sl.ok ? sl.price : null,
      estimate: est,
    });
  };

  const decimals = terms.precision;
  const problemText = (p: OrderProblem | null): string | null => {
    if (!p) return null;
    switch (p.kind) {
      case 'required':
        return p.field === 'lots' ? t`Please enter the lots` : t`Please enter the price`;
      case 'invalid':
        return p.field === 'lots' ? t`Lots must be a whole number` : t`Enter a price with at most ${decimals} decimals`;
      case 'min':
        return t`At least ${p.limit} lots`;
      case 'max':
        return t`At most ${p.limit} lots`;
      case 'side':
        if (p.field === 'price')
          return type === 1
            ? t`A long limit must be below the current price`
            : t`A short limit must be above the current price`;
        if (p.field === 'take_profit')
          return type === 1
            ? t`A long's take-profit must be above the entry price`
            : t`A short's take-profit must be below the entry price`;
        return type === 1
          ? t`A long's stop-loss must be below the entry price`
          : t`A short's stop-loss must be above the entry price`;
      case 'balance':
        return t`Insufficient balance in the contract account`;
      case 'noPrice':
        return t`The price is not available yet. Try again in a moment`;
      case 'multiple':
        return t`Choose a multiple`;
    }
  };
  const errorAt = (field: OrderField) =>
    problem?.field === field ? problemText(problem) : refusal?.at === field ? refusal.message : null;
  const describedBy = [closed ? actionId : '', network.describedBy ?? ''].join(' ').trim() || undefined;
  const base = terms.symbol.split('/')[0] ?? terms.symbol;

  return (
    <form
      className="order-form contract-form"
      aria-label={t`Open a contract`}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="side-toggle" role="tablist" aria-label={t`Direction`}>
        {([1, 2] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            className={d === 1 ? 'side-buy' : 'side-sell'}
            aria-selected={type === d}
            onClick={() => edit(setType)(d)}
          >
            {i18n._(DIRECTION_LABELS[d])}
          </button>
        ))}
      </div>
      <div className="segmented order-type" role="tablist" aria-label={t`Order type`}>
        {(['market', 'limit'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} onClick={() => edit(setMode)(m)}>
            {i18n._(ORDER_TYPE_LABELS[m])}
          </button>
        ))}
      </div>
      {mode === 'limit' && (
        <Field
          label={t`Limit price`}
          inputMode="decimal"
          autoComplete="off"
          value={limit}
          onChange={edit(setLimit)}
          error={errorAt('price')}
          hint={<Trans>Last price {groupDigits(quote.price)}</Trans>}
        />
      )}
      <LotsField product={terms} min={min} max={max} value={lots} onChange={edit(setLots)} error={errorAt('lots')} />
      <MultipleChips multiples={multiples} value={multiple} onChoose={edit(setMultiple)} />
      <div className="contract-stops">
        <Field
          label={t`Take-profit (optional)`}
          inputMode="decimal"
          autoComplete="off"
          value={takeProfit}
          onChange={edit(setTakeProfit)}
          error={errorAt('take_profit')}
        />
        <Field
          label={t`Stop-loss (optional)`}
          inputMode="decimal"
          autoComplete="off"
          value={stopLoss}
          onChange={edit(setStopLoss)}
          error={errorAt('stop_loss')}
        />
      </div>
      <dl className="order-estimate contract-estimate" aria-label={t`Before you confirm`}>
        <div>
          <dt>
            <Trans>Notional</Trans>
          </dt>
          <dd data-testid="estimate-notional">
            {estimate ? `${groupDigits(estimate.notional)} USDT` : '—'}
            {share !== null && (
              <small className="muted">
                {' '}
                · {groupDigits(unitsOf(share, terms.lot_size).toFixed())} {base}
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans context="collateral">Margin</Trans>
          </dt>
          <dd data-testid="estimate-margin">{estimate ? `${formatStake(estimate.margin)} USDT` : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Opening fee</Trans>
          </dt>
          <dd data-testid="estimate-fee">{estimate ? `${formatStake(estimate.fee)} USDT` : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Liquidation price (est.)</Trans>
          </dt>
          <dd data-testid="estimate-liquidation">{estimate?.liquidation ? groupDigits(estimate.liquidation) : '—'}</dd>
        </div>
        {signedIn && <LeverBalance available={available} failed={dealState.failed} onRetry={dealState.retry} />}
      </dl>
      {signedIn && (
        <AccountFundsOffer
          account={3}
          available={available}
          least={leastOpenCost(terms, min, multiples, last)}
          currency="USDT"
          transferPath={transferIntoContractsPath(pathname + search)}
          onAdded={() => void dealState.reload()}
        />
      )}
      {signedIn ? (
        <div className="contract-directions">
          {([1, 2] as const).map((d) => (
            <button
              key={d}
              type="button"
              className={`button ${d === 1 ? 'contract-long' : 'contract-short'}`}
              disabled={closed || network.offline || unknownBalance}
              aria-describedby={describedBy}
              onClick={() => review(d)}
            >
              {i18n._(OPEN_LABELS[d])}
            </button>
          ))}
        </div>
      ) : (
        <Link
          to={`/pages/common/login?redirect=${encodeURIComponent(pathname + search)}`}
          className="button button-block login-to-trade"
        >
          <Trans>Log in to trade</Trans>
        </Link>
      )}
      {network.reason}
      {closed && (
        <p className="field-hint order-closed" id={actionId} data-testid="contract-closed">
          <Trans>This market is closed now</Trans>
        </p>
      )}
      {errorAt('action') && (
        <p className="field-error" role="alert" data-testid="contract-refusal">
          {errorAt('action')}
        </p>
      )}
      <ConfirmContract
        product={terms}
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
