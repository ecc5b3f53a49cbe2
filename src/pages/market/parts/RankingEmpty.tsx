// What an empty ranking says: on a quiet day nothing may have risen (or fallen) since the open.
import { Trans } from '@lingui/react/macro';
import type { Ranking } from '../sortQuotes';

export function RankingEmpty({ ranking }: { ranking: Ranking }) {
  if (ranking === 'gainers') return <Trans>Nothing has risen since today's open.</Trans>;
  if (ranking === 'losers') return <Trans>Nothing has fallen since today's open.</Trans>;
  return <Trans>No trades in the last 24 hours.</Trans>;
}
