// Parts the gift screens share: a gift's head (sender, message, amounts, state) and the note that
// says a demo gift is of no value.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { GiftPublic, GiftSent } from '../../../contract/gifts';
import { useInstantText } from '../../app/useInstantText';
import { SummaryRow } from '../../ui/SummaryRow';
import { MODE_LABELS, STATE_LABELS } from './labels';

/** The demo desk's gift says what it is, in the reader's language. */
export function DemoNote() {
  return (
    <p className="gift-demo" data-testid="gift-demo-note">
      <Trans>Demo: a gift of demo funds of no value, to try claiming.</Trans>
    </p>
  );
}

export function GiftFacts({ gift: g }: { gift: GiftPublic | GiftSent }) {
  const { i18n } = useLingui();
  const when = useInstantText();
  return (
    <>
      {g.demo ? <DemoNote /> : g.message ? <blockquote className="gift-message">{g.message}</blockquote> : null}
      <dl className="summary-list">
        <SummaryRow label={<Trans>From</Trans>}>{g.sender_name}</SummaryRow>
        <SummaryRow label={<Trans>Amount</Trans>} testId="gift-amount">
          {g.amount} {g.currency}
        </SummaryRow>
        <SummaryRow label={<Trans>Parts</Trans>}>
          {i18n._(MODE_LABELS[g.mode])} · {g.parts}
        </SummaryRow>
        <SummaryRow label={<Trans>Claimed</Trans>} testId="gift-claimed">
          {g.claimed_count} / {g.parts} · {g.claimed_amount} {g.currency}
        </SummaryRow>
        <SummaryRow label={<Trans>State</Trans>} testId="gift-state">
          <span className={`earn-state state-${g.state}`}>{i18n._(STATE_LABELS[g.state])}</span>
        </SummaryRow>
        <SummaryRow label={<Trans>Expires</Trans>}>{when(g.expires_at)}</SummaryRow>
      </dl>
    </>
  );
}
