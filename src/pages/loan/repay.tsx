// Repay a loan (`?id=`; issue 38 "repayment entry"): part of it — interest first, then principal,
// with what remains shown before sending — or all of it (sent as `all`, so interest charged before
// it arrives is included), from the spot account's balance of the borrowed coin. Repaid in full,
// the collateral comes back. A confirm step, then the loan's page.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { type FormEvent, useState } from 'react';
import type { Loan } from '../../../contract/loans';
import { repayLoan } from '../../api/loans';
import { checkAmount, debtText, repayPreview } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { AmountField } from '../../ui/AmountField';
import { SPOT_ACCOUNT } from '../../ui/AvailableBalance';
import { ConfirmSheet, sheetOf } from '../../ui/ConfirmSheet';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { SubmitButton } from '../../ui/SubmitButton';
import { SummaryRow } from '../../ui/SummaryRow';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { useBalances } from '../fund/useBalances';
import { amountProblemText } from './amountText';
import { LoanScreen } from './LoanScreen';
import { FormRefusal } from './parts';
import { useLoanAction } from './useLoanAction';

type Mode = 'part' | 'all';

const MODES: Tab<Mode>[] = [
  { value: 'part', label: msg`Repay part` },
  { value: 'all', label: msg`Repay all` },
];

type Repayment = { mode: Mode; amount: string; preview: NonNullable<ReturnType<typeof repayPreview>> };

export default function Repay() {
  return (
    <LoanScreen title={<Trans>Repay</Trans>}>
      {(loan, reload) => <RepayForm loan={loan} onRefused={reload} />}
    </LoanScreen>
  );
}

function RepayForm({ loan, onRefused }: { loan: Loan; onRefused: () => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const balances = useBalances();
  const network = useNeedsNetwork();
  const [mode, setMode] = useState<Mode>('part');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const currency = loan.borrow_currency;
  const coin = loan.collateral_currency;
  const debt = debtText(loan);
  const available = balances.available(SPOT_ACCOUNT, currency);
  const check =
    mode === 'all'
      ? available !== null && new Decimal(debt).gt(available)
        ? ({ kind: 'balance' } as const)
        : null
      : checkAmount(amount, { most: debt, reason: 'debt', available });
  const preview = repayPreview(loan, mode === 'all' ? 'all' : amount);
  const submit = useLoanAction<Repayment>({
    loanId: loan.id,
    identity: [mode, mode === 'all' ? '' : amount.trim()],
    send: (c, key) => repayLoan(loan.id, c.mode === 'all' ? { all: true } : { amount: c.amount }, key),
    toast: (after) =>
      after.state === 'repaid' ? t`Repaid in full: your collateral is back in your spot account` : t`Repayment made`,
  });
  const refusal = submit.refusal;
  const shown =
    refusal?.at === 'amount'
      ? refusal.message
      : check && (tried || check.kind !== 'required')
        ? i18n._(amountProblemText(check, currency))
        : null;
  const most = available === null ? null : Decimal.min(debt, available).toFixed();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (check || !preview) return;
    submit.review({ mode, amount: preview.amount, preview });
  };

  return (
    <form className="card earn-form loan-form" aria-label={t`Repay`} onSubmit={onSubmit} noValidate>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Principal owed</Trans>} testId="repay-principal">
          {formatStake(loan.principal)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Interest owed</Trans>} testId="repay-interest">
          {formatStake(loan.interest)} {currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Total owed</Trans>} testId="repay-owed">
          <strong>
            {formatStake(debt)} {currency}
          </strong>
        </SummaryRow>
      </dl>
      <TabStrip
        tabs={MODES}
        value={mode}
        onChange={(m) => {
          submit.clearRefusal();
          setMode(m);
        }}
        className="segmented loan-terms"
        label={t`How much to repay`}
      />
      {mode === 'part' ? (
        <AmountField
          label={t`Amount to repay (${currency})`}
          value={amount}
          onChange={(v) => {
            submit.clearRefusal();
            setAmount(v);
          }}
          error={shown}
          hint={t`Interest is paid first, then principal`}
          available={{ balances, currency, testId: 'repay-available' }}
          max={{ value: most, disabled: most === null || new Decimal(most).lte(0) }}
        />
      ) : (
        <>
          <dl className="summary-list">
            <SummaryRow label={<Trans>Available (spot account)</Trans>} testId="repay-available">
              {available === null ? '—' : `${formatStake(available)} ${currency}`}
            </SummaryRow>
          </dl>
          {shown && (
            <p className="field-error" role="alert">
              {shown}
            </p>
          )}
        </>
      )}
      <section className="loan-quote" aria-labelledby="repay-preview-title" aria-live="polite">
        <h2 id="repay-preview-title">
          <Trans>After this repayment</Trans>
        </h2>
        {preview ? (
          <dl className="summary-list">
            <PreviewRows preview={preview} currency={currency} coin={coin} collateral={loan.collateral} />
          </dl>
        ) : (
          <p className="muted">
            <Trans>Enter an amount to see how it is split and what remains.</Trans>
          </p>
        )}
        <p className="field-hint">
          <Trans>
            Interest is charged at each hour's start: an hour's interest charged before the repayment arrives is paid
            first too.
          </Trans>
        </p>
      </section>
      <FormRefusal refusal={refusal} />
      <SubmitButton busy={submit.busy}>{mode === 'all' ? <Trans>Repay all</Trans> : <Trans>Repay</Trans>}</SubmitButton>
      <ConfirmSheet
        {...sheetOf(submit, network, () => {
          onRefused();
          balances.reload();
        })}
        title={<Trans>Confirm the repayment</Trans>}
        tone="buy"
        rows={(c) => (
          <>
            <SummaryRow label={<Trans>You repay</Trans>} testId="confirm-repay">
              {c.mode === 'all' ? <Trans>All you owe</Trans> : null} {formatStake(c.preview.amount)} {currency}
            </SummaryRow>
            <PreviewRows preview={c.preview} currency={currency} coin={coin} collateral={loan.collateral} />
          </>
        )}
        note={(c) =>
          c.mode === 'all' ? (
            <Trans>The whole debt as it is when the repayment arrives is paid, and the collateral is released.</Trans>
          ) : null
        }
      />
    </form>
  );
}

function PreviewRows({
  preview: p,
  currency,
  coin,
  collateral,
}: {
  preview: Repayment['preview'];
  currency: string;
  coin: string;
  collateral: string;
}) {
  return (
    <>
      <SummaryRow label={<Trans>To interest</Trans>} testId="repay-to-interest">
        {formatStake(p.toInterest)} {currency}
      </SummaryRow>
      <SummaryRow label={<Trans>To principal</Trans>} testId="repay-to-principal">
        {formatStake(p.toPrincipal)} {currency}
      </SummaryRow>
      <SummaryRow label={<Trans>Principal left</Trans>} testId="repay-principal-left">
        {formatStake(p.principalLeft)} {currency}
      </SummaryRow>
      <SummaryRow label={<Trans>Collateral</Trans>} testId="repay-collateral">
        {p.closes ? (
          <Trans>
            {collateral} {coin} comes back to you
          </Trans>
        ) : (
          <Trans>
            {collateral} {coin} stays frozen
          </Trans>
        )}
      </SummaryRow>
    </>
  );
}
