// The loan calculator's rows (issue 38 "Borrowing"): what a loan would be before it is taken, as the
// server computes it (contract/loan-rules quote) at the recorded price it cites — the LTV, the
// interest an hour, a day and for the term, the collateral's margin-call and liquidation prices,
// the repayment date and when an unpaid fixed-term loan is settled from the collateral. Shown under
// the form as it is typed and again in the confirm step.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { GRACE_HOURS, type LoanProduct } from '../../../contract/loans';
import { useInstantText } from '../../app/useInstantText';
import type { LoanQuote } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { SummaryRow } from '../../ui/SummaryRow';
import { termLabel } from './labels';
import { LtvValue, TickText } from './parts';

export function QuoteRows({
  product: p,
  quote: q,
  term,
  testId = 'quote',
  inSheet = false,
}: {
  product: LoanProduct;
  quote: LoanQuote;
  term: number;
  testId?: string;
  /** In the confirm sheet: no link away from it. */
  inSheet?: boolean;
}) {
  const { i18n } = useLingui();
  const when = useInstantText();
  const coin = p.collateral;
  const currency = p.borrow;
  const days = i18n._(termLabel(term));
  const grace = GRACE_HOURS;
  return (
    <>
      <SummaryRow label={<Trans>{coin} price used</Trans>}>
        <TickText tick={q.price} coin={coin} testId={`${testId}-price`} check={!inSheet} />
      </SummaryRow>
      <SummaryRow label={<Trans>LTV</Trans>}>
        <LtvValue ltv={q.ltv} callLtv={p.call_ltv} testId={`${testId}-ltv`} />
      </SummaryRow>
      <SummaryRow label={<Trans>Interest per hour</Trans>} testId={`${testId}-hourly`}>
        {formatStake(q.hourly_interest)} {currency}
      </SummaryRow>
      <SummaryRow label={<Trans>Interest per day</Trans>} testId={`${testId}-daily`}>
        {formatStake(q.daily_interest)} {currency}
      </SummaryRow>
      {q.term_interest !== null && (
        <SummaryRow label={<Trans>Interest for {days}</Trans>} testId={`${testId}-term-interest`}>
          {formatStake(q.term_interest)} {currency}
        </SummaryRow>
      )}
      <SummaryRow label={<Trans>Margin-call price ({coin})</Trans>} testId={`${testId}-call-price`}>
        <span className="down">{formatStake(q.call_price)} USDT</span>
      </SummaryRow>
      <SummaryRow label={<Trans>Liquidation price ({coin})</Trans>} testId={`${testId}-liquidation-price`}>
        <span className="down">{formatStake(q.liquidation_price)} USDT</span>
      </SummaryRow>
      <SummaryRow label={<Trans>Repayment date</Trans>} testId={`${testId}-due`}>
        {q.dueAt === null ? <Trans>None: repay any time</Trans> : when(q.dueAt)}
      </SummaryRow>
      {q.settleAt !== null && (
        <SummaryRow label={<Trans>Settled from collateral if unpaid</Trans>} testId={`${testId}-settle`}>
          {when(q.settleAt)}{' '}
          <small className="muted">
            <Trans>({grace} h after the due date)</Trans>
          </small>
        </SummaryRow>
      )}
    </>
  );
}
