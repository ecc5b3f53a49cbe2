// What a loan risks, said wherever loans are offered: the collateral can be sold.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { GRACE_HOURS } from '../../../contract/loans';

export function LoanRiskNote() {
  const id = useId();
  const grace = GRACE_HOURS;
  return (
    <section className="earn-risk" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>What can happen to your collateral</Trans>
      </h2>
      <p>
        <Trans>
          Loans are paid out by Kestrel's lending desk. LTV is what you owe divided by what your collateral is worth at
          its latest recorded price. If the price falls to the margin-call price you are told; if it falls to the
          liquidation price, collateral is sold at that recorded price to repay the loan and the fee, and only the rest
          comes back. A fixed-term loan still open {grace} h after its date is settled the same way. On a demonstration
          server the loans are demo loans.
        </Trans>
      </p>
    </section>
  );
}
