// The confirm steps of cancelling a following, taking a copy over and closing a copy: what is
// about to happen and what it means for the copies.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Copy } from '../../../contract/copy';
import { ConfirmSheet, type ConfirmSheetProps } from '../../ui/ConfirmSheet';
import { SummaryRow } from '../../ui/SummaryRow';
import { DIRECTION_LABELS } from '../transaction/parts/contract/labels';
import type { CancelFollowing } from './useCopyActions';

export function CancelFollowSheet(props: ConfirmSheetProps<CancelFollowing>) {
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Stop copying</Trans>}
      tone="sell"
      rows={(c) => (
        <>
          <SummaryRow label={<Trans>Trader</Trans>} testId="cancel-trader">
            {c.nickname}
          </SummaryRow>
          <SummaryRow label={<Trans>Open copies</Trans>} testId="cancel-open-copies">
            {c.openCopies}
          </SummaryRow>
        </>
      )}
      note={() => (
        <Trans>
          New positions of this trader are no longer copied. Your open copies stay yours: they still close when the
          trader closes, unless you close them or keep them yourself first.
        </Trans>
      )}
    />
  );
}

function CopyRows({ copy: c }: { copy: Copy }) {
  const { i18n } = useLingui();
  const { share, multiple } = c;
  return (
    <>
      <SummaryRow label={<Trans>Position</Trans>} testId="sheet-copy">
        {c.symbol} · {i18n._(DIRECTION_LABELS[c.type])} ·{' '}
        <Trans>
          {share} lots · {multiple}×
        </Trans>
      </SummaryRow>
      <SummaryRow label={<Trans>Trader</Trans>}>{c.nickname}</SummaryRow>
    </>
  );
}

export function SelfHoldSheet(props: ConfirmSheetProps<Copy>) {
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Keep this copy yourself</Trans>}
      tone="buy"
      rows={(c) => <CopyRows copy={c} />}
      note={() => (
        <Trans>
          The trader's close will no longer touch this position: it stays open until you close it, or its own stops or a
          liquidation close it. This cannot be undone.
        </Trans>
      )}
    />
  );
}

export function CloseCopySheet(props: ConfirmSheetProps<Copy>) {
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Close at market</Trans>}
      tone="sell"
      rows={(c) => <CopyRows copy={c} />}
      note={() => (
        <Trans>Positions close at the price recorded when the server accepts the request, less the closing fee.</Trans>
      )}
    />
  );
}
