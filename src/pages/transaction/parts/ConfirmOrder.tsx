// The confirm step of an order (spec §2 order page): what will be sent — side, pair, type, price
// or the market's protection bound, amount, estimated total and fee, what a buy reserves or a
// sell brings — with the refusal of a failed send kept in view.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { SpotPair, TimeInForce } from '../../../../contract/spot';
import { groupDigits } from '../../../lib/format';
import { type Estimate, type EstimateInput, marketPrice, ratePercent } from '../../../lib/spot';
import { ConfirmSheet, type ConfirmSheetProps } from '../../../ui/ConfirmSheet';
import { SummaryRow } from '../../../ui/SummaryRow';
import { ORDER_TYPE_LABELS } from './labels';

/** The order being confirmed, as it will be sent (its Idempotency-Key included). */
export type Confirming = EstimateInput & { estimate: Estimate; key: string; timeInForce: TimeInForce };

export function ConfirmOrder({ pair, ...props }: ConfirmSheetProps<Confirming> & { pair: SpotPair }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  // Named as in the order form: the catalog's messages name these placeholders.
  const { base, quote } = pair;
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm order</Trans>}
      tone={(c) => c.side}
      rows={(confirming) => (
        <>
          <SummaryRow label={<Trans>Order</Trans>} testId="confirm-order">
            <strong className={confirming.side === 'buy' ? 'up' : 'down'}>
              {confirming.side === 'buy' ? t`Buy ${base}` : t`Sell ${base}`}
            </strong>{' '}
            · {pair.symbol} · {i18n._(ORDER_TYPE_LABELS[confirming.orderType])}
          </SummaryRow>
          <SummaryRow label={<Trans>Price</Trans>} testId="confirm-price">
            {confirming.orderType === 'limit' ? (
              `${groupDigits(confirming.price)} ${quote}`
            ) : confirming.side === 'buy' ? (
              <Trans>
                Market, at most{' '}
                {groupDigits(marketPrice(confirming.last ?? '0', pair.market_protection, 'buy', pair.price_decimals))}{' '}
                {quote}
              </Trans>
            ) : (
              <Trans>
                Market, at least{' '}
                {groupDigits(marketPrice(confirming.last ?? '0', pair.market_protection, 'sell', pair.price_decimals))}{' '}
                {quote}
              </Trans>
            )}
          </SummaryRow>
          {confirming.estimate.approxAmount !== undefined ? (
            // A market buy by total: the total is what is asked; the amount is the book's to decide.
            <>
              <SummaryRow label={<Trans>Total to spend</Trans>} testId="confirm-total">
                {groupDigits(confirming.estimate.total)} {quote}
              </SummaryRow>
              <SummaryRow label={<Trans>Amount (est.)</Trans>} testId="confirm-amount">
                ≈ {groupDigits(confirming.estimate.approxAmount)} {base}
              </SummaryRow>
            </>
          ) : (
            <>
              <SummaryRow label={<Trans context="quantity">Amount</Trans>} testId="confirm-amount">
                {groupDigits(confirming.amount)} {base}
              </SummaryRow>
              <SummaryRow label={<Trans>Total (est.)</Trans>} testId="confirm-total">
                {groupDigits(confirming.estimate.total)} {quote}
              </SummaryRow>
            </>
          )}
          <SummaryRow label={<Trans>Fee (at most)</Trans>} testId="confirm-fee">
            {groupDigits(confirming.estimate.fee)} {quote}
          </SummaryRow>
          {confirming.side === 'buy' ? (
            <SummaryRow label={<Trans>Reserved</Trans>} testId="confirm-cost">
              <strong>
                {groupDigits(confirming.estimate.cost)} {quote}
              </strong>
            </SummaryRow>
          ) : (
            <SummaryRow label={<Trans>You receive (est.)</Trans>} testId="confirm-receive">
              <strong>
                {groupDigits(confirming.estimate.receive)} {quote}
              </strong>
            </SummaryRow>
          )}
          {confirming.orderType === 'limit' && (
            <SummaryRow label={<Trans>Time in force</Trans>}>
              {confirming.timeInForce}
              {confirming.postOnly ? ` · ${t`Post-only`}` : ''}
            </SummaryRow>
          )}
        </>
      )}
      note={(c) =>
        c.orderType === 'market' ? (
          <Trans>
            A market order fills at the best prices in the book, no further than {ratePercent(pair.market_protection)}%
            from the last price; what cannot fill is cancelled.
          </Trans>
        ) : null
      }
    />
  );
}
