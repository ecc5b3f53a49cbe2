import { Trans } from '@lingui/react/macro';

/** Marks simulated prices, wherever prices show (the embedded default feed is a simulation). */
export function DemoBadge() {
  return (
    <span className="demo-badge" title="">
      <Trans>Demo prices</Trans>
    </span>
  );
}
