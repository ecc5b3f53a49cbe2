// The confirm step of an option: instrument, direction, duration, stake, payout ratio and what a
// win or a loss brings, and how the entry and the result are decided; a failed send stays in view.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatSigned, formatStake, ratioText } from '../../../../lib/options';
import type { useNeedsNetwork } from '../../../../ui/OfflineReason';
import { Sheet } from '../../../../ui/Sheet';
import { SummaryRow } from '../../../../ui/SummaryRow';
import { ConfirmActions } from '../ConfirmActions';
import { DIRECTION_LABELS, DIRECTION_TREND } from './labels';
import type { Confirming } from './useStakeSubmit';

type Props = {
  symbol: string;
  confirming: Confirming | null;
  busy: boolean;
  sendError: string | null;
  network: ReturnType<typeof useNeedsNetwork>;
  onClose: () => void;
  onConfirm: () => void;
};

export function ConfirmOption({ symbol, confirming, busy, sendError, network, onClose, onConfirm }: Props) {
  const { i18n } = useLingui();
  const seconds = confirming?.duration.seconds;
  return (
    <Sheet open={confirming !== null} title={<Trans>Confirm option</Trans>} onClose={onClose}>
      {confirming && (
        <>
          <dl className="summary-list confirm-list">
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
          </dl>
          <p className="field-hint confirm-note">
            <Trans>
              The entry price will be the price recorded when the server accepts your option, not the price on your
              screen now. The result is decided by the first price recorded at or after expiry; an unchanged price
              returns your stake.
            </Trans>
          </p>
          <ConfirmActions
            sendError={sendError}
            busy={busy}
            network={network}
            tone={confirming.type === 1 ? 'buy' : 'sell'}
            onClose={onClose}
            onConfirm={onConfirm}
          />
        </>
      )}
    </Sheet>
  );
}
