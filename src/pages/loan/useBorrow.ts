// Borrowing through the money action (state/useMoneyAction.ts): one key per intended loan (product,
// term, amount and collateral), so a loan is never taken twice; after a lost answer Confirm sends
// the same key. A refusal (translated by the server) is placed at the field it is about: the
// amount (least, limits), the collateral (the LTV, the balance) or the term; others beside the button.
import { useLingui } from '@lingui/react/macro';
import type { Loan, LoanProduct } from '../../../contract/loans';
import { borrowLoan } from '../../api/loans';
import { REFUSAL_CODES, refusalField } from '../../api/refusals';
import type { LoanQuote } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { type Keyed, useMoneyAction } from '../../state/useMoneyAction';

export type BorrowPlace = 'amount' | 'collateral' | 'term' | 'form';

/** The refusals of POST /loan/borrow that belong to a field (server/loans/messages.ts). */
const BORROW_REFUSALS_AT: Record<string, BorrowPlace> = {
  'loan.amount_positive': 'amount',
  'loan.below_min': 'amount',
  'loan.above_user_limit': 'amount',
  'loan.above_total': 'amount',
  'loan.ltv': 'collateral',
  [REFUSAL_CODES.insufficientBalance]: 'collateral',
  'loan.term_unknown': 'term',
};

type Borrowing = { product: LoanProduct; term: number; amount: string; collateral: string; quote: LoanQuote };
export type ConfirmingBorrow = Keyed<Borrowing>;

export function useBorrow(o: {
  productId: number;
  term: number;
  amount: string;
  collateral: string;
  onDone: (loan: Loan) => void;
}) {
  const { t } = useLingui();
  return useMoneyAction({
    identity: [o.productId, o.term, o.amount.trim(), o.collateral.trim()],
    send: (c: Borrowing, key) =>
      borrowLoan({ productId: c.product.id, amount: c.amount, collateral: c.collateral, term: c.term }, key),
    toast: (loan: Loan) => {
      const amount = formatStake(loan.principal);
      const currency = loan.borrow_currency;
      return t`Borrowed: ${amount} ${currency} is in your spot account`;
    },
    onDone: o.onDone,
    placeRefusal: (err): BorrowPlace => refusalField(err, BORROW_REFUSALS_AT) ?? 'form',
  });
}
