// Under a chart opened on an instant (`?at=`): that candle's time and range, in words, since the
// canvas says nothing to a screen reader; with a price given (an option's settlement), whether
// that price lies within the candle's low and high — anyone can see the tick in its candle.
import { Trans } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../../contract/locales';
import type { Candle, Period } from '../../../../contract/market';
import { groupDigits } from '../../../lib/format';
import { session } from '../../../state/session';

type Props = {
  at: number;
  /** undefined while loading; null when the history holds no candle there. */
  candle: Candle | null | undefined;
  price: string | null;
  period: Period;
};

export function FocusCandle({ at, candle, price, period }: Props) {
  const { lang } = useSnapshot(session);
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'short', timeStyle: 'medium' });
  const when = format.format(at);
  if (candle === undefined) return null;
  if (candle === null)
    return (
      <p className="focus-candle muted" role="status">
        <Trans>No candle holds {when} at this period.</Trans>
      </p>
    );
  const start = format.format(candle.time);
  const settlement = price === null ? '' : groupDigits(price);
  const inside = price !== null && new Decimal(price).gte(candle.low) && new Decimal(price).lte(candle.high);
  return (
    <section
      className="focus-candle"
      data-testid="focus-candle"
      data-period={period}
      data-time={candle.time}
      data-low={candle.low}
      data-high={candle.high}
    >
      <p>
        <Trans>
          The candle from {start} holds {when}.
        </Trans>
      </p>
      <dl className="focus-candle-values">
        <div>
          <dt>
            <Trans>Open</Trans>
          </dt>
          <dd>{groupDigits(candle.open)}</dd>
        </div>
        <div>
          <dt>
            <Trans>High</Trans>
          </dt>
          <dd data-testid="focus-high">{groupDigits(candle.high)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Low</Trans>
          </dt>
          <dd data-testid="focus-low">{groupDigits(candle.low)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Close</Trans>
          </dt>
          <dd>{groupDigits(candle.close)}</dd>
        </div>
      </dl>
      {price !== null && (
        <p data-testid="focus-verdict" className={inside ? 'up' : 'down'}>
          {inside ? (
            <Trans>The settlement price {settlement} lies within this candle’s low and high.</Trans>
          ) : (
            <Trans>The settlement price {settlement} lies outside this candle’s low and high.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
