// The borrowing form (spec §2 common/borrowing): the term as offered, the amount to borrow and the
// collateral (the spot account's balance of the coin, Max, and the least this amount needs), each
// checked as the server checks it, and the calculator under them; then the confirm step and the
// loan. A guest sees the calculator and is asked to log in to borrow. Refusals land at their field.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoanProduct } from '../../../contract/loans';
import { ROUTES } from '../../app/navigation';
import { type BorrowCheck, checkBorrow, leastCollateral, loanQuote, maxBorrow } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { AmountField } from '../../ui/AmountField';
import { SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { sheetOf } from '../../ui/ConfirmSheet';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { SubmitButton } from '../../ui/SubmitButton';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import type { Balances } from '../fund/useBalances';
import { ConfirmBorrow } from './ConfirmBorrow';
import { loanPath, termLabel } from './labels';
import { FormRefusal } from './parts';
import { QuoteRows } from './QuoteRows';
import { useBorrow } from './useBorrow';

/** Why a borrow cannot be sent, as the form says it (the server's wording where it has one). */
function checkText(c: BorrowCheck, currency: string, coin: string): MessageDescriptor {
  switch (c.kind) {
    case 'required':
      return c.field === 'amount' ? msg`Enter the amount to borrow` : msg`Enter the collateral`;
    case 'invalid':
      return msg`Enter an amount above 0 with at most 8 decimals`;
    case 'below_min': {
      const min = formatStake(c.min);
      return msg`The least you can borrow is ${min} ${currency}`;
    }
    case 'above_user_limit': {
      const left = formatStake(c.left);
      return msg`You can borrow at most ${left} ${currency} on this product`;
    }
    case 'above_total': {
      const left = formatStake(c.left);
      return msg`Only ${left} ${currency} is left to lend on this product`;
    }
    case 'balance':
      return msg`Insufficient balance`;
    case 'ltv': {
      const needed = c.needed;
      return msg`This loan needs at least ${needed} ${coin} of collateral at the current price`;
    }
  }
}

export function BorrowForm({
  product: p,
  balances,
  onRefused,
}: {
  product: LoanProduct;
  /** The reader's balances; null for a guest. */
  balances: Balances | null;
  onRefused: () => void;
}) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const network = useNeedsNetwork();
  const [term, setTerm] = useState(() => (p.terms.includes(0) ? 0 : (p.terms[0] ?? 0)));
  const [amount, setAmount] = useState('');
  const [collateral, setCollateral] = useState('');
  const [tried, setTried] = useState(false);
  const coin = p.collateral;
  const currency = p.borrow;
  const available = balances ? balances.available(SPOT_ACCOUNT, coin) : null;
  const check = checkBorrow({ amount, collateral }, p, available);
  const quote = loanQuote(p, { amount, collateral, term }, Date.now());
  const least = leastCollateral(p, amount);
  const most = p.price ? maxBorrow(collateral, p.price.price, p) : null;
  const submit = useBorrow({
    productId: p.id,
    term,
    amount,
    collateral,
    onDone: (loan) => navigate(loanPath(loan.id)),
  });
  const refusal = submit.refusal;
  const at = (field: 'amount' | 'collateral') => {
    if (refusal?.at === field) return refusal.message;
    if (check?.field !== field || (!tried && check.kind === 'required')) return null;
    // The collateral's problems wait until the amount is right.
    if (field === 'collateral' && !tried && collateral.trim() === '') return null;
    return i18n._(checkText(check, currency, coin));
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    submit.clearRefusal();
    set(v);
  };
  const terms: Tab<number>[] = p.terms.map((d) => ({ value: d, label: termLabel(d) }));
  const min = formatStake(p.min_borrow);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (check || !quote || !balances) return;
    submit.review({ product: p, term, amount: amount.trim(), collateral: collateral.trim(), quote });
  };

  return (
    <form className="card earn-form loan-form" aria-label={t`Borrow`} onSubmit={onSubmit} noValidate>
      <p className="field-label">
        <Trans>Term</Trans>
      </p>
      <TabStrip
        tabs={terms}
        value={term}
        onChange={(d) => {
          submit.clearRefusal();
          setTerm(d);
        }}
        className="segmented loan-terms"
        label={t`Term`}
      />
      <FormRefusal refusal={refusal} at="term" />
      <AmountField
        label={t`Amount to borrow (${currency})`}
        value={amount}
        onChange={edit(setAmount)}
        error={at('amount')}
        hint={t`Minimum ${min} ${currency}`}
        max={{ value: most }}
      />
      <AmountField
        label={t`Collateral (${coin})`}
        value={collateral}
        onChange={edit(setCollateral)}
        error={at('collateral')}
        hint={t`Frozen in your spot account until the loan is repaid`}
        available={balances ? { balances, currency: coin, testId: 'loan-available' } : undefined}
        max={balances ? { value: available, disabled: available === null || available === '0' } : undefined}
      />
      {least !== null && (
        <p className="loan-least">
          <button
            type="button"
            className="link-button"
            data-testid="loan-use-least"
            onClick={() => edit(setCollateral)(least)}
          >
            <Trans>
              Use the minimum collateral: {least} {coin}
            </Trans>
          </button>
        </p>
      )}
      <section className="loan-quote" aria-labelledby="loan-quote-title" aria-live="polite">
        <h2 id="loan-quote-title">
          <Trans>Before you borrow</Trans>
        </h2>
        {quote ? (
          <dl className="summary-list">
            <QuoteRows product={p} quote={quote} term={term} />
          </dl>
        ) : (
          <p className="muted">
            {p.price ? (
              <Trans>
                Enter the amount and the collateral to see the LTV, the interest and the prices that matter.
              </Trans>
            ) : (
              <Trans>There is no recorded {coin} price yet. Please try again shortly.</Trans>
            )}
          </p>
        )}
      </section>
      <FormRefusal refusal={refusal} />
      {balances ? (
        <SubmitButton busy={submit.busy} disabled={!p.price}>
          <Trans>Borrow</Trans>
        </SubmitButton>
      ) : (
        <Link
          to={`${ROUTES.login}?redirect=${encodeURIComponent(pathname + search)}`}
          className="button button-block loan-login"
        >
          <Trans>Log in to borrow</Trans>
        </Link>
      )}
      <ConfirmBorrow
        {...sheetOf(submit, network, () => {
          // After a refusal the terms, prices and the balance are loaded again.
          onRefused();
          balances?.reload();
        })}
      />
    </form>
  );
}
