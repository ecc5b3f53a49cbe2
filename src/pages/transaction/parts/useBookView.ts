// How the order book of each pair is shown — its grouping step and which sides — kept on the
// device (local storage, one entry per pair) so a pair opens the way it was left. A stored step
// the pair no longer offers (its decimals changed) falls back to the tick.
import { useCallback, useState } from 'react';
import { groupSteps } from '../../../lib/bookDepth';
import { readStored, writeStored } from '../../../lib/storage';

/** Both sides, or one side with twice the rows. */
export type BookSides = 'both' | 'bids' | 'asks';
export type BookView = { step: string; sides: BookSides };

const KEY = 'book_view';
const SIDES: readonly BookSides[] = ['both', 'bids', 'asks'];

function readAll(): Record<string, Partial<BookView>> {
  try {
    const parsed: unknown = JSON.parse(readStored(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Partial<BookView>>) : {};
  } catch {
    return {};
  }
}

/** The book view stored for a pair, checked against the steps it offers. */
export function storedBookView(symbol: string, priceDecimals: number): BookView {
  const steps = groupSteps(priceDecimals);
  const stored = readAll()[symbol] ?? {};
  return {
    step: stored.step && steps.includes(stored.step) ? stored.step : (steps[0] as string),
    sides: stored.sides && SIDES.includes(stored.sides) ? stored.sides : 'both',
  };
}

export function useBookView(symbol: string, priceDecimals: number) {
  const [view, setView] = useState(() => storedBookView(symbol, priceDecimals));
  const change = useCallback(
    (next: Partial<BookView>) => {
      setView((was) => {
        const now = { ...was, ...next };
        writeStored(KEY, JSON.stringify({ ...readAll(), [symbol]: now }));
        return now;
      });
    },
    [symbol],
  );
  return [view, change] as const;
}
