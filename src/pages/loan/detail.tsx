// One loan (`?id=`; issue 38 "my loans"): what is owed (principal, unpaid interest, interest paid),
// the collateral, the LTV at the latest recorded price (cited) and the lines' prices, the due and
// settle dates of a fixed term, how it ended once closed, then its events with their ticks. An
// open loan offers repaying and adding or taking back collateral. Live: read again when the server
// says the loan changed (margin call, settlement). Kept on the device for offline reading.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Loan } from '../../../contract/loans';
import { useInstantText } from '../../app/useInstantText';
import { debtText, percentOf } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { SummaryRow } from '../../ui/SummaryRow';
import { LoanEvents } from './LoanEvents';
import { LoanScreen } from './LoanScreen';
import { collateralPath, MY_LOANS, repayPath, STATE_LABELS, termLabel } from './labels';
import { KeptLoansNote, LtvValue, TickText } from './parts';

export default function LoanDetailPage() {
  return (
    <LoanScreen
      title={<Trans>Loan</Trans>}
      right={
        <Link to={MY_LOANS} className="earn-header-link">
          <Trans>My loans</Trans>
        </Link>
      }
      shows={({ loan, events }, keptAt) => (
        <>
          <KeptLoansNote at={keptAt} />
          <LoanCard loan={loan} kept={keptAt !== undefined} />
          <LoanEvents events={events} currency={loan.borrow_currency} coin={loan.collateral_currency} />
        </>
      )}
    />
  );
}

function LoanCard({ loan: l, kept }: { loan: Loan; kept: boolean }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const when = useInstantText();
  const open = l.state === 'open';
  const currency = l.borrow_currency;
  const coin = l.collateral_currency;
  const call = percentOf(l.call_ltv);
  const liquidation = percentOf(l.liquidation_ltv);
  const daily = percentOf(l.daily_rate);
  return (
    <>
      {open && l.margin_called && (
        <p className="loan-called" role="alert" data-testid="loan-margin-called">
          <Trans>
            Margin call: the LTV reached {call}%. Add collateral or repay to bring it down before the liquidation price.
          </Trans>
        </p>
      )}
      <section className="card earn-terms" aria-labelledby="loan-title" data-loan-id={l.id} data-state={l.state}>
        <h2 id="loan-title">
          <Trans>
            {currency} against {coin}
          </Trans>{' '}
          · {i18n._(termLabel(l.term))}
        </h2>
        <dl className="summary-list">
          <SummaryRow label={<Trans>State</Trans>} testId="loan-state">
            {i18n._(STATE_LABELS[l.state])}
          </SummaryRow>
          {open && (
            <>
              <SummaryRow label={<Trans>Principal owed</Trans>} testId="loan-principal">
                {formatStake(l.principal)} {currency}
              </SummaryRow>
              <SummaryRow label={<Trans>Interest owed</Trans>} testId="loan-interest">
                {formatStake(l.interest)} {currency}
              </SummaryRow>
              <SummaryRow label={<Trans>Total owed</Trans>} testId="loan-owed">
                <strong>
                  {formatStake(debtText(l))} {currency}
                </strong>
              </SummaryRow>
              <SummaryRow label={<Trans>Interest per hour</Trans>} testId="loan-hourly">
                {formatStake(l.hourly_interest)} {currency}
              </SummaryRow>
            </>
          )}
          <SummaryRow label={<Trans>Interest paid</Trans>} testId="loan-interest-paid">
            {formatStake(l.interest_paid)} {currency}
          </SummaryRow>
          <SummaryRow label={<Trans>Collateral</Trans>} testId="loan-collateral">
            {open ? `${l.collateral} ${coin}` : <Trans>Released</Trans>}
          </SummaryRow>
          {open && (
            <>
              <SummaryRow label={<Trans>LTV</Trans>}>
                <LtvValue ltv={l.ltv} callLtv={l.call_ltv} called={l.margin_called} testId="loan-ltv" />
              </SummaryRow>
              {l.price && (
                <SummaryRow label={<Trans>{coin} price used</Trans>}>
                  <TickText tick={l.price} coin={coin} testId="loan-price" />
                </SummaryRow>
              )}
              <SummaryRow label={<Trans>Margin-call price ({call}% LTV)</Trans>} testId="loan-call-price">
                <span className="down">{formatStake(l.call_price)} USDT</span>
              </SummaryRow>
              <SummaryRow label={<Trans>Liquidation price ({liquidation}% LTV)</Trans>} testId="loan-liquidation-price">
                <span className="down">{formatStake(l.liquidation_price)} USDT</span>
              </SummaryRow>
            </>
          )}
          <SummaryRow label={<Trans>Repayment date</Trans>} testId="loan-due">
            {l.due_at === null ? <Trans>None: repay any time</Trans> : when(l.due_at)}
          </SummaryRow>
          {open && l.settle_at !== null && (
            <SummaryRow label={<Trans>Settled from collateral if unpaid</Trans>} testId="loan-settle">
              {when(l.settle_at)}
            </SummaryRow>
          )}
          <SummaryRow label={<Trans>Interest rate</Trans>}>
            <Trans>{daily}% a day</Trans>
          </SummaryRow>
          <SummaryRow label={<Trans>Liquidation fee</Trans>}>{percentOf(l.liquidation_fee)}%</SummaryRow>
          <SummaryRow label={<Trans>Price at borrowing</Trans>}>
            <TickText tick={l.borrowed_tick} coin={coin} testId="loan-borrowed-tick" />
          </SummaryRow>
          {l.closed_at !== null && (
            <SummaryRow label={<Trans>Closed</Trans>} testId="loan-closed">
              {when(l.closed_at)}
            </SummaryRow>
          )}
          {l.closed_tick && (
            <SummaryRow label={<Trans>Settled at</Trans>}>
              <TickText tick={l.closed_tick} coin={coin} testId="loan-closed-tick" />
            </SummaryRow>
          )}
          {l.shortfall !== null && (
            <SummaryRow label={<Trans>Not covered by the collateral</Trans>} testId="loan-shortfall">
              {formatStake(l.shortfall)} {currency}
            </SummaryRow>
          )}
        </dl>
      </section>
      {open && !kept && (
        <nav className="loan-actions" aria-label={t`Loan actions`}>
          <Link to={repayPath(l.id)} className="button loan-action">
            <Trans>Repay</Trans>
          </Link>
          <Link to={collateralPath(l.id, 'add')} className="button button-secondary loan-action">
            <Trans>Add collateral</Trans>
          </Link>
          <Link to={collateralPath(l.id, 'reduce')} className="button button-secondary loan-action">
            <Trans>Take back collateral</Trans>
          </Link>
        </nav>
      )}
    </>
  );
}
