// A loan's events, newest first (issue 38 "each loan's events and their ticks"): what happened —
// borrowed, interest charged, repaid, collateral added or taken back, a margin call, a liquidation
// or a settlement after the due date — when, what it changed, the LTV after it, and the recorded
// tick it was judged at, where it was judged at one.
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import type { LoanEvent } from '../../../contract/loans';
import { useInstantText } from '../../app/useInstantText';
import { ltvPercent } from '../../lib/loans';
import { formatSigned, formatStake } from '../../lib/options';
import { EVENT_LABELS } from './labels';
import { TickText } from './parts';

/** A coin amount with its sign, as precise as it is ('-0.1' → '−0.1'). */
const signedAmount = (v: string) => (v.startsWith('-') ? `−${v.slice(1)}` : `+${v}`);

const moved = (v: string | null) => v !== null && !new Decimal(v).isZero();

export function LoanEvents({ events, currency, coin }: { events: LoanEvent[]; currency: string; coin: string }) {
  const { i18n } = useLingui();
  const when = useInstantText();
  return (
    <section className="loan-section" aria-labelledby="loan-events-title">
      <h2 id="loan-events-title">
        <Trans>What happened</Trans>
      </h2>
      <ul className="loan-events">
        {events.map((e) => {
          const hours = e.hours ?? 0;
          const sold = e.sold ?? '0';
          const fee = formatStake(e.fee ?? '0');
          const returned = e.returned ?? '0';
          const ltv = e.ltv === null ? null : ltvPercent(e.ltv);
          return (
            <li key={e.id} className="loan-event" data-kind={e.kind} data-testid={`loan-event-${e.kind}`}>
              <div className="loan-event-head">
                <strong>{i18n._(EVENT_LABELS[e.kind])}</strong>
                <time dateTime={new Date(e.time).toISOString()}>{when(e.time)}</time>
              </div>
              {(moved(e.principal) || moved(e.interest) || moved(e.collateral)) && (
                <p className="loan-changes">
                  {moved(e.principal) && (
                    <span>
                      <Trans>Principal</Trans> {formatSigned(e.principal)} {currency}
                    </span>
                  )}
                  {moved(e.interest) && (
                    <span>
                      <Trans>Interest</Trans> {formatSigned(e.interest)} {currency}
                      {hours > 0 && (
                        <>
                          {' '}
                          (<Plural value={hours} one="# hour" other="# hours" />)
                        </>
                      )}
                    </span>
                  )}
                  {moved(e.collateral) && (
                    <span>
                      <Trans>Collateral</Trans> {signedAmount(e.collateral)} {coin}
                    </span>
                  )}
                </p>
              )}
              {e.sold !== null && (
                <p data-testid="loan-event-settlement">
                  <Trans>
                    Sold {sold} {coin}; fee {fee} {currency}; returned {returned} {coin}
                  </Trans>
                </p>
              )}
              {e.sold === null && e.returned !== null && (
                <p>
                  <Trans>
                    Collateral returned: {returned} {coin}
                  </Trans>
                </p>
              )}
              {ltv !== null && (
                <p>
                  <Trans>LTV after: {ltv}%</Trans>
                </p>
              )}
              {e.tick && (
                <p>
                  <Trans>Recorded price:</Trans>{' '}
                  <TickText tick={e.tick} coin={coin} testId={`loan-event-${e.kind}-tick`} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
