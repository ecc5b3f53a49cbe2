// The confirm step of following (or editing it): the terms as they will be kept.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatStake } from '../../lib/options';
import { ConfirmSheet, type ConfirmSheetProps } from '../../ui/ConfirmSheet';
import { SummaryRow } from '../../ui/SummaryRow';
import { MODE_LABELS } from '../copytrade/labels';
import { Rate } from '../copytrade/parts';
import type { ConfirmingFollow } from './useFollow';

const none = <Trans context="no limit set">None</Trans>;

export function ConfirmFollow(props: ConfirmSheetProps<ConfirmingFollow>) {
  const { i18n } = useLingui();
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm copying</Trans>}
      tone="buy"
      rows={(c) => (
        <>
          <SummaryRow label={<Trans>Trader</Trans>} testId="confirm-trader">
            {c.nickname}
          </SummaryRow>
          <SummaryRow label={<Trans>Mode</Trans>} testId="confirm-mode">
            {i18n._(MODE_LABELS[c.type])} · {c.type === 1 ? `${c.number}×` : c.number}
          </SummaryRow>
          <SummaryRow label={<Trans>Copy stop-loss</Trans>} testId="confirm-stop-loss">
            {c.stopLoss ? `−${c.stopLoss}%` : none}
          </SummaryRow>
          <SummaryRow label={<Trans>Copy take-profit</Trans>} testId="confirm-take-profit">
            {c.takeProfit ? `+${c.takeProfit}%` : none}
          </SummaryRow>
          <SummaryRow label={<Trans>Most margin per copy (USDT)</Trans>}>
            {c.maxMargin ? formatStake(c.maxMargin) : none}
          </SummaryRow>
          <SummaryRow label={<Trans>Most margin in all (USDT)</Trans>}>
            {c.maxTotal ? formatStake(c.maxTotal) : none}
          </SummaryRow>
          <SummaryRow label={<Trans>Profit share</Trans>} testId="confirm-share">
            <Rate value={c.share} />
          </SummaryRow>
        </>
      )}
      note={() => (
        <Trans>Copies use your contract account's balance; keep enough margin there, or copies are skipped.</Trans>
      )}
    />
  );
}
