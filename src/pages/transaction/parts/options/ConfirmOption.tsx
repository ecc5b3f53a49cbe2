// The confirm step of an option: instrument, direction, duration, stake, payout ratio and what a
// win or a loss brings, and how the entry and the result are decided; a failed send stays in view.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatSigned, formatStake, ratioText } from '../../../../lib/options';
import { ConfirmSheet, type ConfirmSheetProps } from '../../../../ui/ConfirmSheet';
import { SummaryRow } from '../../../../ui/SummaryRow';
import { DIRECTION_LABELS, DIRECTION_TREND } from './labels';
import type { Confirming } from './useStakeSubmit';

export function ConfirmOption({ symbol, ...props }: ConfirmSheetProps<Confirming> & { symbol: string }) {
  const { i18n } = useLingui();
  const seconds = props.confirming?.duration.seconds;
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm option</Trans>}
      tone={(c) => (c.type === 1 ? 'buy' : 'sell')}
      rows={(confirming) => (
        <>
          <SummaryRow label={<Trans>Instrument</Trans>} testId="confirm-instrument">
            {symbol}
          </SummaryRow>
          <SummaryRow label={<Trans>Direction</Trans>} testId="confirm-direction">
            <strong className={DIRECTION_TREND[confirming.type]}>
              {confirming.type === 1 ? '▲' : '▼'} {i18n._(DIRECTION_LABELS[confirming.type])}
            </strong>
          </SummaryRow>
          <SummaryRow label={<Trans>Duration</Trans>} testId="confirm-duration">
            <Trans>{seconds} seconds</Trans>
          </SummaryRow>
          <SummaryRow label={<Trans>Stake</Trans>} testId="confirm-stake">
            {formatStake(confirming.stake)} {confirming.currency}
          </SummaryRow>
          <SummaryRow label={<Trans>Payout ratio</Trans>} testId="confirm-ratio">
            {ratioText(confirming.duration.profit_ratio)}
          </SummaryRow>
          <SummaryRow label={<Trans>If right</Trans>} testId="confirm-win">
            <strong className="up">
              {formatSigned(confirming.outcome.win)} {confirming.currency}
            </strong>
          </SummaryRow>
          <SummaryRow label={<Trans>If wrong</Trans>} testId="confirm-loss">
            <strong className="down">
              {formatSigned(confirming.outcome.loss)} {confirming.currency}
            </strong>
          </SummaryRow>
        </>
      )}
      note={() => (
        <Trans>
          The entry price will be the price recorded when the server accepts your option, not the price on your screen
          now. The result is decided by the first price recorded at or after expiry; an unchanged price returns your
          stake.
        </Trans>
      )}
    />
  );
}
