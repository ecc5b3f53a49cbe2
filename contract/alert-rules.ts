// Price alerts' rules, pure (issue 40): where an alert fires, whether a recorded price crosses it,
// and what may be set. The server refuses by these rules and the screen checks them before
// sending, so both say the same thing in the same words. Exact decimals throughout: a price that
// equals the level crosses it.
import Decimal from 'decimal.js';
import type { AlertKind } from './alerts';
import { isWireDecimal } from './numbers';
import type { Problem } from './validators';

export const alertMessages = {
  pricePositive: /*i18n*/ { id: 'alerts.price_positive', message: 'Enter a price above 0' },
  /** values: { price } (the price now) */
  alreadyAbove: /*i18n*/ {
    id: 'alerts.already_above',
    message: 'The price is already {price}. Choose a price above it',
  },
  /** values: { price } (the price now) */
  alreadyBelow: /*i18n*/ {
    id: 'alerts.already_below',
    message: 'The price is already {price}. Choose a price below it',
  },
  percentRange: /*i18n*/ {
    id: 'alerts.percent_range',
    message: 'Enter a percentage above 0 and at most 100, with at most 2 decimals',
  },
  /** values: { max } */
  tooMany: /*i18n*/ {
    id: 'alerts.too_many',
    message: 'You can have at most {max} active alerts. Delete one first',
  },
  instrumentUnknown: /*i18n*/ { id: 'alerts.instrument_unknown', message: 'This market is not available' },
  noPrice: /*i18n*/ {
    id: 'alerts.no_price',
    message: 'No price has been recorded for this market yet. Please try again in a moment',
  },
  unknown: /*i18n*/ { id: 'alerts.unknown', message: 'This alert was not found' },
};

/** Where an alert fires: at or above `up`, at or below `down`; null when it does not fire on that side. */
export type AlertLevels = { up: string | null; down: string | null };

/** Most decimals of a move's percentage. */
const PERCENT_DECIMALS = 2;

/**
 * Whether an alert of `kind` for `value` (a price, or a move's percentage) may be set while the
 * price is `current`: a positive price not crossed already, a percentage in (0, 100].
 */
export function checkAlert(kind: AlertKind, value: string, current: string): Problem | null {
  const text = value.trim();
  if (kind === 'move') {
    if (!isWireDecimal(text)) return { message: alertMessages.percentRange };
    const p = new Decimal(text);
    if (p.lte(0) || p.gt(100) || p.decimalPlaces() > PERCENT_DECIMALS) return { message: alertMessages.percentRange };
    return null;
  }
  if (!isWireDecimal(text) || new Decimal(text).lte(0)) return { message: alertMessages.pricePositive };
  const price = new Decimal(text);
  if (kind === 'above' && price.lte(current))
    return { message: alertMessages.alreadyAbove, values: { price: current } };
  if (kind === 'below' && price.gte(current))
    return { message: alertMessages.alreadyBelow, values: { price: current } };
  return null;
}

/** The levels of a valid alert set at the price `base` (a move: `base` ± `value` %). */
export function alertLevels(kind: AlertKind, value: string, base: string): AlertLevels {
  if (kind === 'above') return { up: new Decimal(value).toFixed(), down: null };
  if (kind === 'below') return { up: null, down: new Decimal(value).toFixed() };
  const step = new Decimal(base).times(value).div(100);
  const down = new Decimal(base).minus(step);
  return { up: new Decimal(base).plus(step).toFixed(), down: down.gt(0) ? down.toFixed() : null };
}

/** Whether a recorded price crosses the levels (reaching a level counts). */
export function crosses(levels: AlertLevels, price: string): boolean {
  const p = new Decimal(price);
  return (levels.up !== null && p.gte(levels.up)) || (levels.down !== null && p.lte(levels.down));
}
