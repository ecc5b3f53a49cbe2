// What an earn list shows around its rows: the failure with Retry, and the age of products kept on
// this device when the network did not answer.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { RelativeTime } from '../../ui/RelativeTime';

export function EarnLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-error" role="alert">
      <p>
        <Trans>The products could not be loaded. Check your connection and try again.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

export function KeptNote({ cachedAt }: { cachedAt: number | undefined }) {
  if (cachedAt === undefined) return null;
  return (
    <p className="stale-note earn-kept" role="status">
      <Trans>
        Offline · updated <RelativeTime ms={cachedAt} />. Terms and what remains may have changed.
      </Trans>
    </p>
  );
}

/** Where the yield comes from and what it risks, said wherever products are offered. */
export function RiskNote() {
  const id = useId();
  return (
    <section className="earn-risk" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Before you lock funds</Trans>
      </h2>
      <p>
        <Trans>
          Yields are paid by Kestrel's earn fund, not by a blockchain or a mining pool, and are not guaranteed by anyone
          else. The amount stays locked until maturity; redeemed early, it comes back less a penalty. On a demonstration
          server the products are demo products.
        </Trans>
      </p>
    </section>
  );
}
