// A server refusal as a field shows it: the server's text and, for a lock ("too many tries"), until
// when, in the user's language and time zone.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { lockedUntil } from '../api/refusals';
import { formatMoment } from '../pages/setting/safeguards';
import { session } from '../state/session';

export function useRefusalText(): (err: unknown) => string {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  return useCallback(
    (err: unknown) => {
      const reason = err instanceof Error ? err.message : '';
      const until = lockedUntil(err, Date.now());
      if (until === null) return reason;
      const time = formatMoment(until, lang);
      return t`${reason} (until ${time})`;
    },
    [t, lang],
  );
}
