// Why an amount to repay or to move as collateral cannot be sent, as the form says it (the
// server's wording where it has one: server/loans/messages.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AmountCheck } from '../../lib/loans';
import { formatStake } from '../../lib/options';

export function amountProblemText(c: AmountCheck, currency: string): MessageDescriptor {
  switch (c.kind) {
    case 'required':
      return msg`Enter an amount`;
    case 'invalid':
      return msg`Enter an amount above 0 with at most 8 decimals`;
    case 'balance':
      return msg`Insufficient balance`;
    case 'above': {
      const most = c.reason === 'debt' ? formatStake(c.most) : c.most;
      return c.reason === 'debt'
        ? msg`You owe ${most} ${currency}: you cannot repay more`
        : msg`You can take back at most ${most} ${currency} now`;
    }
  }
}
