// Repaying and moving collateral through the money action (state/useMoneyAction.ts): one key per
// intended change of one loan (the caller names what makes it that change), the same key again
// after a lost answer. A refusal lands at the amount when it is about the amount (the server's
// codes, server/loans/messages.ts), else beside the button; the loan's page opens once done.
import { useNavigate } from 'react-router-dom';
import type { Loan } from '../../../contract/loans';
import { REFUSAL_CODES, refusalField } from '../../api/refusals';
import { type Keyed, useMoneyAction } from '../../state/useMoneyAction';
import { loanPath } from './labels';

export type LoanActionPlace = 'amount' | 'form';

const AT_AMOUNT: Record<string, LoanActionPlace> = {
  'loan.amount_positive': 'amount',
  'loan.repay_nothing': 'amount',
  'loan.above_debt': 'amount',
  'loan.reduce_too_much': 'amount',
  [REFUSAL_CODES.insufficientBalance]: 'amount',
};

export type ConfirmingLoanAction<C> = Keyed<C>;

export function useLoanAction<C>(o: {
  loanId: string;
  identity: readonly unknown[];
  send: (action: C, key: string) => Promise<Loan>;
  toast: (loan: Loan, action: C) => string;
}) {
  const navigate = useNavigate();
  return useMoneyAction({
    identity: [o.loanId, ...o.identity],
    send: o.send,
    toast: o.toast,
    onDone: () => navigate(loanPath(o.loanId), { replace: true }),
    placeRefusal: (err): LoanActionPlace => refusalField(err, AT_AMOUNT) ?? 'form',
  });
}
