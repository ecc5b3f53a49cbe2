// A recorded tick as a settlement cites it (ADR 6, issue 41): the price, then the tick's time and
// id, which anyone can look up; and "Check", the 1-minute chart on that instant, whose candle
// shows the price within its low and high. Every settlement screen shows its tick with these:
// options (entry and settlement), contracts (open and close), dual investment (settlement).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../contract/locales';
import type { CitedTick } from '../../contract/options';
import { groupDigits } from '../lib/format';
import { checkPath } from '../lib/options';
import { session } from '../state/session';

type CellProps = {
  label: ReactNode;
  /** The tick cited; null before there is one (then `price` alone, or a dash). */
  tick: CitedTick | null;
  price?: string | null;
  /** After the price ('USDT'), where the label does not name it. */
  unit?: string;
  /** On the cell (with the tick's id, price and time); `${testId}-price` on the price. */
  testId: string;
};

/** A price in a figures grid (`<dl>`) with the recorded tick it came from. */
export function TickCell({ label, tick, price = null, unit, testId }: CellProps) {
  const { lang } = useSnapshot(session);
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'short', timeStyle: 'medium' });
  const shown = tick?.price ?? price;
  return (
    <div data-testid={testId} data-tick-id={tick?.id} data-price={shown ?? undefined} data-time={tick?.time}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={`${testId}-price`}>
          {shown ? groupDigits(shown) : '—'}
          {shown && unit ? ` ${unit}` : ''}
        </span>
        {tick && (
          <small className="muted tick-cite">
            <time dateTime={new Date(tick.time).toISOString()}>{time.format(tick.time)}</time> · #{tick.id}
          </small>
        )}
      </dd>
    </div>
  );
}

/** "Check ›": the chart of `symbol` ('BTC/USDT') at the tick's minute, with a line at its price. */
export function CheckLink({ symbol, tick, label }: { symbol: string; tick: CitedTick; label: string }) {
  return (
    <Link className="check-link" to={checkPath(symbol, tick.time, tick.price)} aria-label={label}>
      <Trans>Check</Trans> ›
    </Link>
  );
}
