// Add collateral to a loan, or take some back (`?id=&action=add|reduce`; issue 38 "repayment
// entry"). Adding comes from the spot account's balance of the coin; taking back is bounded by what
// keeps the LTV at or under the initial line at the recorded price (contract/loan-rules reducible),
// shown with that price. Before sending: the collateral, LTV and the lines' prices after the change.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Loan } from '../../../contract/loans';
import { moveCollateral } from '../../api/loans';
import { checkAmount, collateralPreview, percentOf, reduceMax } from '../../lib/loans';
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
import { FormRefusal, LtvValue, TickText } from './parts';
import { useLoanAction } from './useLoanAction';

type Action = 'add' | 'reduce';

const ACTIONS: Tab<Action>[] = [
  { value: 'add', label: msg`Add` },
  { value: 'reduce', label: msg`Take back` },
];

type Move = { action: Action; amount: string; after: NonNullable<ReturnType<typeof collateralPreview>> };

export default function Collateral() {
  return (
    <LoanScreen title={<Trans>Collateral</Trans>}>
      {(loan, reload) => <CollateralForm loan={loan} onRefused={reload} />}
    </LoanScreen>
  );
}

function CollateralForm({ loan, onRefused }: { loan: Loan; onRefused: () => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const action: Action = params.get('action') === 'reduce' ? 'reduce' : 'add';
  const balances = useBalances();
  const network = useNeedsNetwork();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const coin = loan.collateral_currency;
  const available = balances.available(SPOT_ACCOUNT, coin);
  const most = action === 'add' ? available : reduceMax(loan);
  const check = checkAmount(
    amount,
    action === 'add' ? { most: null, reason: 'reducible', available } : { most, reason: 'reducible', available: null },
  );
  const after = check ? null : collateralPreview(loan, action === 'add' ? amount.trim() : `-${amount.trim()}`);
  const submit = useLoanAction<Move>({
    loanId: loan.id,
    identity: [action, amount.trim()],
    send: (c, key) => moveCollateral(loan.id, c.action, c.amount, key),
    toast: (_loan, c) => (c.action === 'add' ? t`Collateral added` : t`Collateral taken back to your spot account`),
  });
  const refusal = submit.refusal;
  const shown =
    refusal?.at === 'amount'
      ? refusal.message
      : check && (tried || check.kind !== 'required')
        ? i18n._(amountProblemText(check, coin))
        : null;
  const initial = percentOf(loan.initial_ltv);
  const reducible = most ?? '0';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (check || !after) return;
    submit.review({ action, amount: amount.trim(), after });
  };

  return (
    <>
      <TabStrip
        tabs={ACTIONS}
        value={action}
        onChange={(a) => {
          submit.clearRefusal();
          setAmount('');
          setTried(false);
          setParams({ id: loan.id, action: a }, { replace: true });
        }}
        label={t`Collateral`}
      />
      <div role="tabpanel">
        <form
          className="card earn-form loan-form"
          aria-label={action === 'add' ? t`Add collateral` : t`Take back collateral`}
          onSubmit={onSubmit}
          noValidate
        >
          <dl className="summary-list">
            <SummaryRow label={<Trans>Collateral now</Trans>} testId="collateral-now">
              {loan.collateral} {coin}
            </SummaryRow>
            <SummaryRow label={<Trans>LTV now</Trans>}>
              <LtvValue
                ltv={loan.ltv}
                callLtv={loan.call_ltv}
                called={loan.margin_called}
                testId="collateral-ltv-now"
              />
            </SummaryRow>
            {loan.price && (
              <SummaryRow label={<Trans>{coin} price used</Trans>}>
                <TickText tick={loan.price} coin={coin} testId="collateral-price" />
              </SummaryRow>
            )}
          </dl>
          <AmountField
            label={action === 'add' ? t`Collateral to add (${coin})` : t`Collateral to take back (${coin})`}
            value={amount}
            onChange={(v) => {
              submit.clearRefusal();
              setAmount(v);
            }}
            error={shown}
            hint={
              action === 'add'
                ? t`Added from your spot account`
                : t`At most ${reducible} ${coin}: the LTV must stay at or under ${initial}% at the recorded price`
            }
            available={action === 'add' ? { balances, currency: coin, testId: 'collateral-available' } : undefined}
            max={{ value: most, disabled: most === null || new Decimal(most).lte(0) }}
          />
          <section className="loan-quote" aria-labelledby="collateral-after-title" aria-live="polite">
            <h2 id="collateral-after-title">
              <Trans>After this change</Trans>
            </h2>
            {after ? (
              <dl className="summary-list">
                <AfterRows loan={loan} after={after} />
              </dl>
            ) : (
              <p className="muted">
                <Trans>Enter an amount to see the LTV and the prices after it.</Trans>
              </p>
            )}
          </section>
          <FormRefusal refusal={refusal} />
          <SubmitButton busy={submit.busy}>
            {action === 'add' ? <Trans>Add collateral</Trans> : <Trans>Take back collateral</Trans>}
          </SubmitButton>
          <ConfirmSheet
            {...sheetOf(submit, network, () => {
              onRefused();
              balances.reload();
            })}
            title={
              action === 'add' ? <Trans>Confirm: add collateral</Trans> : <Trans>Confirm: take back collateral</Trans>
            }
            tone={action === 'add' ? 'buy' : 'sell'}
            rows={(c) => (
              <>
                <SummaryRow label={c.action === 'add' ? <Trans>You add</Trans> : <Trans>You take back</Trans>}>
                  {c.amount} {coin}
                </SummaryRow>
                <AfterRows loan={loan} after={c.after} />
              </>
            )}
            note={() => <Trans>The server judges the change again at the latest recorded price.</Trans>}
          />
        </form>
      </div>
    </>
  );
}

function AfterRows({ loan, after }: { loan: Loan; after: Move['after'] }) {
  const coin = loan.collateral_currency;
  return (
    <>
      <SummaryRow label={<Trans>Collateral after</Trans>} testId="collateral-after">
        {after.collateral} {coin}
      </SummaryRow>
      <SummaryRow label={<Trans>LTV after</Trans>}>
        <LtvValue ltv={after.ltv} callLtv={loan.call_ltv} testId="collateral-ltv-after" />
      </SummaryRow>
      <SummaryRow label={<Trans>Margin-call price after</Trans>} testId="collateral-call-price">
        <span className="down">{formatStake(after.callPrice)} USDT</span>
      </SummaryRow>
      <SummaryRow label={<Trans>Liquidation price after</Trans>} testId="collateral-liquidation-price">
        <span className="down">{formatStake(after.liquidationPrice)} USDT</span>
      </SummaryRow>
    </>
  );
}
