// What an alert watches and what fired it, as sentences in the reader's language: the alerts
// screen, the notifications list and the toast say it the same way.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AlertKind } from '../../contract/alerts';
import { groupDigits } from './format';

type Watching = { kind: AlertKind; price: string | null; percent: string | null; setPrice: string };

/** The condition: "Rises to 100,000", "Falls to 90,000", "Moves ±5 % from 95,000". */
export function alertCondition(a: Watching): MessageDescriptor {
  const price = groupDigits(a.price ?? '');
  if (a.kind === 'above') return msg`Rises to ${price}`;
  if (a.kind === 'below') return msg`Falls to ${price}`;
  const percent = a.percent ?? '';
  const from = groupDigits(a.setPrice);
  return msg`Moves ±${percent} % from ${from}`;
}

/** The firing, for the toast and the notifications list: the instrument and the tick's price. */
export function alertFired(symbol: string, tickPrice: string, condition: string): MessageDescriptor {
  const price = groupDigits(tickPrice);
  return msg`Price alert: ${symbol} is at ${price} (${condition})`;
}
