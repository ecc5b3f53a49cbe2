import { Trans } from '@lingui/react/macro';
import { useQuoteList } from '../../../state/quotes';
import { RelativeTime } from '../../../ui/RelativeTime';

/** Offline: the quotes shown are the last ones kept on this device; says how old they are. */
export function StaleNote() {
  const { status, loadedAt } = useQuoteList();
  if (status !== 'stale') return null;
  return (
    <span className="stale-note" role="status">
      <Trans>
        Offline · updated <RelativeTime ms={loadedAt} />
      </Trans>
    </span>
  );
}
