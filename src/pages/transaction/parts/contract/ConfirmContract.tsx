// The confirm step of a contract order: instrument, direction, market or limit price, lots and
// what they stand for, multiple, notional, margin, opening fee, the estimated liquidation price
// and the stops, with how the price is decided; a failed send stays in view.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { LeverProduct } from '../../../../../contract/lever';
import { groupDigits } from '../../../../lib/format';
import { formatStake } from '../../../../lib/options';
import { ratePercent } from '../../../../lib/spot';
import { ConfirmSheet, type ConfirmSheetProps } from '../../../../ui/ConfirmSheet';
import { SummaryRow } from '../../../../ui/SummaryRow';
import { DIRECTION_LABELS, DIRECTION_TREND } from './labels';
import type { Confirming } from './useOpenSubmit';

export function ConfirmContract({ product, ...props }: ConfirmSheetProps<Confirming> & { product: LeverProduct }) {
  const { i18n } = useLingui();
  const c = props.confirming;
  const share = c?.share ?? 0;
  const units = c ? `${groupDigits(c.estimate.notional)}` : '';
  const overnight = ratePercent(product.overnight_rate);
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm contract order</Trans>}
      tone={(c) => (c.type === 1 ? 'buy' : 'sell')}
      rows={(c) => (
        <>
          <SummaryRow label={<Trans>Instrument</Trans>} testId="confirm-instrument">
            {product.symbol}
          </SummaryRow>
          <SummaryRow label={<Trans>Direction</Trans>} testId="confirm-direction">
            <strong className={DIRECTION_TREND[c.type]}>{i18n._(DIRECTION_LABELS[c.type])}</strong> · {c.multiple}×
          </SummaryRow>
          <SummaryRow label={<Trans>Price</Trans>} testId="confirm-price">
            {c.limit === null ? (
              <Trans>Market, about {groupDigits(c.price)}</Trans>
            ) : (
              <Trans>Limit {groupDigits(c.limit)}</Trans>
            )}
          </SummaryRow>
          <div className="summary-row">
            <dt className="muted">
              <Trans>Lots</Trans> · <Trans>Notional (est.)</Trans>
            </dt>
            <dd>
              <span data-testid="confirm-lots">{share}</span> · <span data-testid="confirm-notional">{units} USDT</span>
            </dd>
          </div>
          <SummaryRow label={<Trans context="collateral">Margin</Trans>} testId="confirm-margin">
            {formatStake(c.estimate.margin)} USDT
          </SummaryRow>
          <SummaryRow label={<Trans>Opening fee</Trans>} testId="confirm-fee">
            {formatStake(c.estimate.fee)} USDT
          </SummaryRow>
          <SummaryRow label={<Trans>Liquidation price (est.)</Trans>} testId="confirm-liquidation">
            {c.estimate.liquidation === null ? '—' : groupDigits(c.estimate.liquidation)}
          </SummaryRow>
          <div className="summary-row">
            <dt className="muted">
              <Trans>Take-profit</Trans> / <Trans>Stop-loss</Trans>
            </dt>
            <dd>
              <span data-testid="confirm-take-profit">{c.takeProfit === null ? '—' : groupDigits(c.takeProfit)}</span>
              {' / '}
              <span data-testid="confirm-stop-loss">{c.stopLoss === null ? '—' : groupDigits(c.stopLoss)}</span>
            </dd>
          </div>
        </>
      )}
      note={(c) => (
        <>
          {c.limit === null ? (
            <Trans>
              The position opens at the price recorded when the server accepts your order, not the price on your screen
              now, so margin, fee and liquidation price may differ slightly.
            </Trans>
          ) : (
            <Trans>The order waits until a recorded price reaches your limit, then opens at that price.</Trans>
          )}{' '}
          <Trans>An overnight fee of {overnight}% of the notional is charged each day at 00:00 UTC.</Trans>
        </>
      )}
    />
  );
}
