// The terms every sale discloses (copied onto the listing when it was made): the platform's fee,
// the creator's royalty when it is a resale, and for an auction the anti-sniping rule and how long a
// winner has to pay. A sale is reviewed by customer service before the seller is paid (spec §6).
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { NftDetail } from '../../../contract/nft';
import { bpsPercent } from '../../lib/nft';
import { SummaryRow } from '../../ui/SummaryRow';
import { useDuration } from './labels';

export function Terms({ detail: d }: { detail: NftDetail }) {
  const id = useId();
  const fee = bpsPercent(d.fee_bps);
  const royalty = bpsPercent(d.royalty_bps);
  return (
    <section className="card nft-terms" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Terms</Trans>
      </h2>
      <dl className="summary-list">
        <SummaryRow label={<Trans>Platform fee (paid by the seller)</Trans>} testId="nft-fee">
          {fee}%
        </SummaryRow>
        {d.resale && (
          <SummaryRow label={<Trans>Creator's royalty on resales</Trans>} testId="nft-royalty">
            {royalty}%
          </SummaryRow>
        )}
      </dl>
      {d.pay_type === 2 && <AuctionRules detail={d} />}
      <p className="field-hint">
        <Trans>
          Every sale is reviewed by customer service before the seller is paid; a rejected sale is refunded in full.
        </Trans>
      </p>
    </section>
  );
}

/** The anti-sniping rule and the pay window, in words. */
export function AuctionRules({ detail: d }: { detail: NftDetail }) {
  const duration = useDuration();
  const window = duration(d.snipe_window_ms);
  const extend = duration(d.snipe_extend_ms);
  const pay = duration(d.pay_window_ms);
  return (
    <ul className="nft-rules">
      <li data-testid="nft-snipe-rule">
        <Trans>
          A bid in the last {window} moves the end to {extend} after that bid, so everyone can answer it.
        </Trans>
      </li>
      <li data-testid="nft-pay-rule">
        <Trans>
          The winner pays within {pay} of the end, or the margin goes to the seller. Everyone else's margin is released
          when the auction ends.
        </Trans>
      </li>
    </ul>
  );
}
