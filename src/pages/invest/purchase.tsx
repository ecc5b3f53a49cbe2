// Buy a dual-investment product (spec §2 invest/purchase `?id=`, §3, §5): its terms, a whole number
// of shares checked as the server checks it ("quantity must be an integer", what is left, the
// per-user limit, the balance), the amount invested, and both outcomes with exact payouts for that
// amount, computed by the rules the server settles with; a confirm step, then the order. Reading is
// open to guests; buying needs a sign-in. Refusals land at the quantity field (and as the toast).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { DualDetail, DualProduct } from '../../../contract/dual';
import { amountOf, sharesProblem } from '../../../contract/dual-rules';
import { ApiError } from '../../api/client';
import { getDualProduct } from '../../api/dual';
import { ROUTES } from '../../app/navigation';
import {
  aprPercent,
  checkShares,
  maxShares,
  type Outcomes,
  onSale,
  outcomesOf,
  type SharesProblem,
  sharesForAmount,
} from '../../lib/dual';
import { formatStake } from '../../lib/options';
import { session } from '../../state/session';
import { AmountField } from '../../ui/AmountField';
import { SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { ConfirmSheet, type ConfirmSheetProps } from '../../ui/ConfirmSheet';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Balances, useBalances, useOnReconnect } from '../fund/useBalances';
import { INVEST_HELP, INVEST_LIST, INVEST_MINE, TYPE_LABELS, useDualTime } from './labels';
import { OutcomeLines } from './Outcomes';
import { DualRiskNote } from './RiskNote';
import { type ConfirmingBuy, useBuyDual } from './useBuyDual';
import '../lockming/earn.css';
import './invest.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'gone'; message: string } | DualDetail;

function useDualDetail(id: number) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setLoaded({ state: 'gone', message: '' });
      return;
    }
    getDualProduct(id, { quiet: true, background: true }).then(setLoaded, (err) => {
      if (err instanceof ApiError && err.kind === 'refused') setLoaded({ state: 'gone', message: err.message });
      // A product already shown stays (a reload after a purchase that failed to arrive).
      else setLoaded((prev) => ('product' in prev ? prev : { state: 'failed' }));
    });
  }, [id]);
  useEffect(load, [load]);
  useOnReconnect(load);
  return { loaded, reload: load };
}

export default function Purchase() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { loaded, reload } = useDualDetail(id);
  const { token } = useSnapshot(session);
  const product = 'product' in loaded ? loaded.product : null;
  return (
    <div className="page earn-page invest-page">
      <NavBar
        title={product ? i18n._(TYPE_LABELS[product.type]) : <Trans>Invest</Trans>}
        right={
          <Link to={INVEST_HELP} className="earn-header-link">
            <Trans>How it works</Trans>
          </Link>
        }
      />
      {'product' in loaded ? (
        <>
          <Terms product={loaded.product} mine={token ? loaded.mine : null} />
          {token ? (
            <SignedInForm product={loaded.product} mine={loaded.mine} onChanged={reload} />
          ) : (
            <PurchaseForm product={loaded.product} mine={null} balances={null} onChanged={reload} />
          )}
          <DualRiskNote />
        </>
      ) : loaded.state === 'failed' ? (
        <div className="page-error" role="alert">
          <p>
            <Trans>The product could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button" onClick={reload}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : loaded.state === 'gone' ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>This product is not offered any more.</Trans>
          </p>
          {loaded.message && <p className="muted">{loaded.message}</p>}
          <Link to={INVEST_LIST} className="button">
            <Trans>See the products</Trans>
          </Link>
        </div>
      ) : (
        <DelayedSpinner delay={200} />
      )}
    </div>
  );
}

function Terms({ product: p, mine }: { product: DualProduct; mine: number | null }) {
  const { i18n } = useLingui();
  const when = useDualTime();
  const days = p.days;
  const left = p.remaining_number;
  const total = p.total_number;
  const limit = p.user_limit;
  return (
    <section className="card earn-terms" aria-labelledby="invest-terms">
      <h2 id="invest-terms">
        {p.coin} · {i18n._(TYPE_LABELS[p.type])} · <Trans>{days} days</Trans>
      </h2>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Linked price</Trans>} testId="terms-strike">
          <strong>{formatStake(p.exercise_price)} USDT</strong>
        </SummaryRow>
        <SummaryRow label={<Trans>APR</Trans>} testId="terms-apr">
          <strong className="earn-rate">{aprPercent(p.rate)}%</strong>
        </SummaryRow>
        <SummaryRow label={<Trans>Term</Trans>}>
          <Trans>{days} days</Trans>
        </SummaryRow>
        <SummaryRow label={<Trans>One share</Trans>} testId="terms-share">
          {formatStake(p.share_size)} {p.invest_currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Remaining shares</Trans>} testId="terms-remaining">
          <Trans>
            {left} of {total}
          </Trans>
        </SummaryRow>
        <SummaryRow label={<Trans>Most shares per user</Trans>}>{limit}</SummaryRow>
        {mine !== null && mine > 0 && (
          <SummaryRow label={<Trans>You hold</Trans>} testId="terms-mine">
            {mine}
          </SummaryRow>
        )}
        <SummaryRow label={<Trans>Sale ends</Trans>}>{when(p.end_time)}</SummaryRow>
        <SummaryRow label={<Trans>Settlement time</Trans>} testId="terms-settle">
          {when(p.settle_at)}
        </SummaryRow>
        <SummaryRow label={<Trans>Price when listed</Trans>}>{formatStake(p.listed_price)} USDT</SummaryRow>
      </dl>
    </section>
  );
}

/** Why a share count cannot be bought, as the form says it (spec §5's wording for the integer rule). */
function problemText(problem: SharesProblem): MessageDescriptor {
  switch (problem.kind) {
    case 'required':
      return msg`Enter a quantity`;
    case 'integer':
      return msg`Quantity must be an integer`;
    case 'remaining': {
      const left = problem.limit;
      return msg`Only ${left} shares of this product are left`;
    }
    case 'userLimit': {
      const { limit, left } = problem;
      return msg`You can hold at most ${limit} shares of this product (${left} more)`;
    }
    case 'balance':
      return msg`Insufficient balance`;
  }
}

function SignedInForm(props: { product: DualProduct; mine: number; onChanged: () => void }) {
  const balances = useBalances();
  return <PurchaseForm {...props} balances={balances} />;
}

function PurchaseForm({
  product,
  mine,
  balances,
  onChanged,
}: {
  product: DualProduct;
  /** Shares the reader holds already; null for a guest. */
  mine: number | null;
  /** The reader's balances; null for a guest. */
  balances: Balances | null;
  onChanged: () => void;
}) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const network = useNeedsNetwork();
  const when = useDualTime();
  // Typed in shares (the product's unit) or as an amount of money (the reader's), which buys the
  // whole shares it covers.
  const [by, setBy] = useState<'shares' | 'amount'>('shares');
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const bought = by === 'amount' ? sharesForAmount(typed, product.share_size) : null;
  const num = bought === null ? typed : String(bought);
  const currency = product.invest_currency;
  const available = balances ? balances.available(SPOT_ACCOUNT, currency) : null;
  const problem = checkShares(num, product, mine, available);
  const outcomes = outcomesOf(product, num);
  const open = onSale(product);
  const most = maxShares(product, mine, available);
  const submit = useBuyDual({ productId: product.id, num, onDone: () => navigate(INVEST_MINE) });
  const size = formatStake(product.share_size);
  const belowOneShare = bought === 0 && (tried || typed.trim() !== '');
  const shown =
    submit.refusal ??
    (belowOneShare
      ? t`Less than one share: 1 share = ${size} ${currency}`
      : problem && (tried || problem.kind !== 'required')
        ? i18n._(problemText(problem))
        : null);
  const typedWorth = sharesProblem(num) ? null : formatStake(amountOf(Number(num.trim()), product.share_size));
  const settle = when(product.settle_at);
  const coin = product.coin;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || !outcomes || !balances) return;
    submit.review({ product, num: num.trim(), outcomes });
  };

  return (
    <form className="card earn-form invest-form" aria-label={i18n._(msg`Invest`)} onSubmit={onSubmit} noValidate>
      <AmountField
        label={by === 'shares' ? t`Quantity (shares)` : t`Amount (${currency})`}
        inputMode={by === 'shares' ? 'numeric' : 'decimal'}
        asTyped={by === 'shares'}
        maxLength={by === 'shares' ? 12 : undefined}
        value={typed}
        onChange={(v) => {
          submit.clearRefusal();
          setTyped(v);
        }}
        error={shown}
        // Beside what is typed, the other unit: what the shares are worth, or the shares the amount buys.
        hint={
          typedWorth && by === 'shares'
            ? t`Worth ${typedWorth} ${currency}`
            : typedWorth && bought
              ? t`Buys ${bought} shares: ${typedWorth} ${currency}`
              : t`1 share = ${size} ${currency}. Whole shares only.`
        }
        units={{
          label: t`Buy by`,
          value: by,
          options: [
            { value: 'shares', label: msg`Shares` },
            { value: 'amount', label: msg`Amount (${currency})` },
          ],
          onChange: (unit) => {
            submit.clearRefusal();
            setBy(unit);
            setTyped('');
          },
        }}
        available={balances ? { balances, currency, testId: 'invest-available' } : undefined}
        max={{ value: by === 'shares' ? String(most) : amountOf(most, product.share_size), disabled: most <= 0 }}
      />
      <dl className="summary-list earn-estimate" aria-live="polite">
        <SummaryRow label={<Trans>Amount invested</Trans>} testId="invest-amount">
          {typedWorth ? `${typedWorth} ${currency}` : '—'}
        </SummaryRow>
      </dl>
      <section className="invest-result" aria-labelledby="invest-result" aria-live="polite">
        <h3 id="invest-result">
          <Trans>At settlement</Trans>
        </h3>
        {outcomes ? (
          <PurchaseOutcomes product={product} outcomes={outcomes} />
        ) : (
          <p className="muted">
            <Trans>Enter a whole number of shares to see what you get in either case.</Trans>
          </p>
        )}
        <p className="field-hint" data-testid="invest-settle-rule">
          <Trans>
            Settles at {settle} on the first recorded {coin} price at or after that instant. The payout goes to your
            spot account.
          </Trans>
        </p>
      </section>
      {balances ? (
        <SubmitButton busy={submit.busy} disabled={!open}>
          {open ? <Trans>Buy</Trans> : product.status !== 1 ? <Trans>Sale closed</Trans> : <Trans>Sold out</Trans>}
        </SubmitButton>
      ) : (
        <Link
          to={`${ROUTES.login}?redirect=${encodeURIComponent(pathname + search)}`}
          className="button button-block invest-login"
        >
          <Trans>Log in to invest</Trans>
        </Link>
      )}
      <ConfirmBuy
        confirming={submit.confirming}
        busy={submit.busy}
        sendError={submit.sendError}
        network={network}
        onClose={submit.close}
        onConfirm={() => {
          void submit.send().then(() => {
            // After a refusal what remains and the balance are loaded again.
            onChanged();
            balances?.reload();
          });
        }}
      />
    </form>
  );
}

function ConfirmBuy(props: ConfirmSheetProps<ConfirmingBuy>) {
  const { i18n } = useLingui();
  const when = useDualTime();
  const p = props.confirming?.product;
  const days = p?.days ?? 0;
  const shares = props.confirming?.num ?? '';
  const coin = p?.coin ?? '';
  const settle = p ? when(p.settle_at) : '';
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm investment</Trans>}
      tone="buy"
      rows={({ product: p, outcomes }) => (
        <>
          <SummaryRow label={<Trans>Product</Trans>} testId="confirm-product">
            {coin} · {i18n._(TYPE_LABELS[p.type])} · <Trans>{days} days</Trans>
          </SummaryRow>
          <SummaryRow label={<Trans>Linked price</Trans>}>{formatStake(p.exercise_price)} USDT</SummaryRow>
          <SummaryRow label={<Trans>APR</Trans>}>{aprPercent(p.rate)}%</SummaryRow>
          <SummaryRow label={<Trans>Shares</Trans>} testId="confirm-shares">
            {shares}
          </SummaryRow>
          <SummaryRow label={<Trans>Amount invested</Trans>} testId="confirm-amount">
            {formatStake(outcomes.amount)} {outcomes.investCurrency}
          </SummaryRow>
          <SummaryRow label={<Trans>Settlement time</Trans>}>{settle}</SummaryRow>
        </>
      )}
      detail={({ product, outcomes }) => <PurchaseOutcomes product={product} outcomes={outcomes} testId="confirm" />}
      note={() => (
        <Trans>
          The amount is frozen in your spot account until settlement and cannot be taken out early. It settles on the
          first recorded {coin} price at or after {settle}.
        </Trans>
      )}
    />
  );
}

/** Both outcomes of this purchase, in the form as it is typed and again in the confirm step. */
function PurchaseOutcomes({
  product: p,
  outcomes,
  testId,
}: {
  product: DualProduct;
  outcomes: Outcomes;
  testId?: string;
}) {
  return (
    <OutcomeLines
      coin={p.coin}
      type={p.type}
      strike={p.exercise_price}
      payCoin={outcomes.coin}
      payUsdt={outcomes.usdt}
      testId={testId}
    />
  );
}
