// The confirm step of a loan: what is borrowed against what, for which term, and the calculator's
// rows as reviewed; the note says what happens at the lines and after the due date. A failed send
// stays in view and confirming again sends the same request.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { GRACE_HOURS } from '../../../contract/loans';
import { percentOf } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { ConfirmSheet, type ConfirmSheetProps } from '../../ui/ConfirmSheet';
import { SummaryRow } from '../../ui/SummaryRow';
import { termLabel } from './labels';
import { QuoteRows } from './QuoteRows';
import type { ConfirmingBorrow } from './useBorrow';

export function ConfirmBorrow(props: ConfirmSheetProps<ConfirmingBorrow>) {
  const { i18n } = useLingui();
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm the loan</Trans>}
      tone="buy"
      rows={(c) => (
        <>
          <SummaryRow label={<Trans>You borrow</Trans>} testId="confirm-amount">
            {formatStake(c.amount)} {c.product.borrow}
          </SummaryRow>
          <SummaryRow label={<Trans>Collateral frozen</Trans>} testId="confirm-collateral">
            {c.collateral} {c.product.collateral}
          </SummaryRow>
          <SummaryRow label={<Trans>Term</Trans>} testId="confirm-term">
            {i18n._(termLabel(c.term))}
          </SummaryRow>
          <QuoteRows product={c.product} quote={c.quote} term={c.term} testId="confirm" inSheet />
        </>
      )}
      note={(c) => {
        const call = percentOf(c.product.call_ltv);
        const liquidation = percentOf(c.product.liquidation_ltv);
        const fee = percentOf(c.product.liquidation_fee);
        const grace = GRACE_HOURS;
        return (
          <Trans>
            Interest is charged every hour, at the hour's start, on what you owe. At {call}% LTV you are told and may
            add collateral or repay; at {liquidation}% enough collateral is sold at the recorded price to repay the loan
            and a {fee}% fee, and the rest comes back to you. A fixed-term loan not repaid {grace} h after its date is
            settled the same way. Prices move: the server judges at the latest recorded price.
          </Trans>
        );
      }}
    />
  );
}
