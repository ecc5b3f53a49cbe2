// How copying works, said before anyone follows: the same recorded tick, whole lots, skipped copies,
// the stops, cancelling, and the profit share.
import { Trans } from '@lingui/react/macro';

export function CopyRules({ share }: { share: string | null }) {
  return (
    <section className="earn-risk copy-note" aria-labelledby="copy-rules-title" data-testid="copy-rules">
      <h2 id="copy-rules-title">
        <Trans>How copying works</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            When the trader opens a contract, your copy opens on the same recorded tick, at the trader's price or worse,
            never better.
          </Trans>
        </li>
        <li>
          <Trans>Lots are whole: the trader's lots times your multiple are rounded down.</Trans>
        </li>
        <li>
          <Trans>
            A copy your contract account has not enough margin for, or that would pass your caps, is skipped and you are
            told.
          </Trans>
        </li>
        <li>
          <Trans>At your copy stop-loss or take-profit, copying stops and your open copies are closed.</Trans>
        </li>
        <li>
          <Trans>Stopping to copy leaves your open copies yours; you may close or keep any copy at any time.</Trans>
        </li>
        {share !== null && (
          <li>
            <Trans>
              The trader takes {share}% of your net copy profit above its previous high, settled daily; nothing is taken
              from a loss.
            </Trans>
          </li>
        )}
      </ul>
    </section>
  );
}
