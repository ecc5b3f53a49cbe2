// The parts of the coin exchange screen that show a price and what it buys: the readable price
// line, and the list of what is paid, charged and received (before confirming and after).
import { Trans } from '@lingui/react/macro';
import { readablePrice } from '../../lib/exchange';
import { groupDigits } from '../../lib/format';
import { SummaryRow } from '../../ui/SummaryRow';

export function PriceLine({ from, to, price }: { from: string; to: string; price: string }) {
  const p = readablePrice(from, to, price);
  return (
    <span data-testid="exchange-price" data-price={price}>
      1 {p.base} ≈ {groupDigits(p.value)} {p.quote}
    </span>
  );
}

/**
 * Paid, price, fee and received of one exchange (estimated before, actual after). `priceTime`, when
 * given, is the time of the market price quoted (already formatted), shown with the price.
 */
export function ExchangeSummary(props: {
  from: string;
  to: string;
  amount: string;
  price: string;
  fee: string;
  received: string;
  estimated: boolean;
  priceTime?: string;
}) {
  const priceTime = props.priceTime;
  return (
    <dl className="summary-list">
      <SummaryRow label={<Trans>You pay</Trans>} testId="summary-paid">
        {groupDigits(props.amount)} {props.from}
      </SummaryRow>
      <SummaryRow label={<Trans>Price</Trans>}>
        <PriceLine from={props.from} to={props.to} price={props.price} />
        {priceTime ? (
          <div className="muted" data-testid="exchange-price-time">
            <small>
              <Trans>Price at {priceTime}</Trans>
            </small>
          </div>
        ) : null}
      </SummaryRow>
      <SummaryRow label={<Trans>Fee</Trans>} testId="summary-fee">
        {groupDigits(props.fee)} {props.to}
      </SummaryRow>
      <SummaryRow
        label={props.estimated ? <Trans>You receive (estimated)</Trans> : <Trans>You received</Trans>}
        testId="summary-received"
      >
        <strong>
          {groupDigits(props.received)} {props.to}
        </strong>
      </SummaryRow>
    </dl>
  );
}
