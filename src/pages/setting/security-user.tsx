// The signed-in user for the settings screens: read from the session store, fetched when it is not
// there yet (or always, for screens that must show fresh data), with a spinner and a retry.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { refreshUser } from '../../state/account';
import { session } from '../../state/session';
import { DelayedSpinner } from '../../ui/Spinner';

export function useUser({ refresh = false }: { refresh?: boolean } = {}) {
  const { user } = useSnapshot(session);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!refresh && attempt === 0 && session.user) return;
    let live = true;
    setFailed(false);
    refreshUser().catch(() => {
      // An expired session is handled by the API client (999 → login); anything else can be retried.
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [refresh, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { user, failed, retry };
}

/** What a screen shows while the user is not loaded: a spinner, or the failure and a retry. */
export function UserPending({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <DelayedSpinner delay={200} />;
  return (
    <div className="page-error" role="alert">
      <p>
        <Trans>Your account details could not be loaded. Check your connection and try again.</Trans>
      </p>
      <button type="button" className="button button-secondary" onClick={retry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
