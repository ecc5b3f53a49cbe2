// Crypto loans' refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const loanMessages = {
  productUnknown: /*i18n*/ { id: 'loan.product_unknown', message: 'This loan is not offered' },
  termUnknown: /*i18n*/ { id: 'loan.term_unknown', message: 'This product does not offer that term' },
  amountPositive: /*i18n*/ { id: 'loan.amount_positive', message: 'Enter an amount above 0 with at most 8 decimals' },
  belowMin: /*i18n*/ { id: 'loan.below_min', message: 'The least you can borrow is {min} {currency}' },
  aboveUserLimit: /*i18n*/ {
    id: 'loan.above_user_limit',
    message: 'You can borrow at most {left} {currency} more on this product',
  },
  aboveTotal: /*i18n*/ { id: 'loan.above_total', message: 'Only {left} {currency} is left to lend on this product' },
  ltv: /*i18n*/ {
    id: 'loan.ltv',
    message: 'This loan needs at least {needed} {currency} of collateral at the current price',
  },
  noPrice: /*i18n*/ { id: 'loan.no_price', message: 'There is no recorded price yet. Please try again shortly' },
  loanUnknown: /*i18n*/ { id: 'loan.unknown', message: 'This loan was not found' },
  closed: /*i18n*/ { id: 'loan.closed', message: 'This loan is already closed' },
  repayNothing: /*i18n*/ { id: 'loan.repay_nothing', message: 'Enter an amount to repay, or choose to repay all' },
  aboveDebt: /*i18n*/ { id: 'loan.above_debt', message: 'You owe {debt} {currency}: you cannot repay more' },
  reduceTooMuch: /*i18n*/ {
    id: 'loan.reduce_too_much',
    message: 'You can take back at most {max} {currency} while the LTV stays under {ltv}',
  },
  badTerms: /*i18n*/ {
    id: 'loan.bad_terms',
    message:
      'Enter LTV lines with 0 < initial < margin call < liquidation < 1, a daily rate and a fee from 0 to under 1, terms from 0, 7, 30, 90 and amounts above 0',
  },
  busy: /*i18n*/ { id: 'loan.busy', message: 'This loan changed while we were working on it. Please try again' },
  termsChanged: /*i18n*/ {
    id: 'loan.terms_changed',
    message: 'The terms of this loan have just changed. Please look at them again',
  },
  collateralUnknown: /*i18n*/ { id: 'loan.collateral_unknown', message: 'This coin cannot be used as collateral' },
} satisfies Record<string, MessageDescriptor>;
