// Dual investment's refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const dualMessages = {
  productUnknown: /*i18n*/ { id: 'dual.product_unknown', message: 'This product is not offered' },
  notOnSale: /*i18n*/ { id: 'dual.not_on_sale', message: 'This product is no longer on sale' },
  integer: /*i18n*/ { id: 'dual.integer', message: 'Quantity must be an integer' },
  soldOut: /*i18n*/ { id: 'dual.sold_out', message: 'Only {left} shares of this product are left' },
  aboveLimit: /*i18n*/ {
    id: 'dual.above_limit',
    message: 'You can hold at most {limit} shares of this product ({left} more)',
  },
  badPlan: /*i18n*/ {
    id: 'dual.bad_plan',
    message: 'Enter an APR above 0, a strike offset from 0 to less than 1, and a strike step and share size above 0',
  },
  badLimits: /*i18n*/ { id: 'dual.bad_limits', message: 'The per-user limit cannot be above the total shares' },
  planUnknown: /*i18n*/ { id: 'dual.plan_unknown', message: 'This plan was not found' },
} satisfies Record<string, MessageDescriptor>;
