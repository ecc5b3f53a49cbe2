// Login devices: every live session of the account, with a guess at the browser and system, the IP,
// when it signed in and when it was last active. Any other device can be signed out from here.
// Below, the account's security activity (logins and security changes).
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { SessionItem } from '../../../contract/auth';
import { listSessions, revokeSession } from '../../api/auth';
import { showToast } from '../../state/ui';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { SecurityActivity } from './devices-activity';
import { describeUserAgent } from './security-format';
import './security-screens.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: SessionItem[] };

export default function Devices() {
  const { t } = useLingui();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revoking, setRevoking] = useState<string | null>(null);
  const network = useNeedsNetwork();

  const fetchList = useCallback(async (signal?: AbortSignal, quietly = false) => {
    if (!quietly) setLoad({ state: 'loading' });
    try {
      const items = await listSessions({ quiet: true, signal });
      // This device first, then the most recently active.
      items.sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at - a.last_seen_at);
      setLoad({ state: 'ready', items });
    } catch (err) {
      if ((err as Error).name !== 'AbortError' && !quietly) setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void fetchList(abort.signal);
    return () => abort.abort();
  }, [fetchList]);

  const signOutDevice = async (id: string) => {
    setRevoking(id);
    try {
      await revokeSession(id);
      showToast(t`The device has been signed out`);
      await fetchList(undefined, true);
    } catch {
      // Shown by the API client; the list stays as it was.
    } finally {
      setRevoking(null);
    }
  };

  let body: ReactNode;
  if (load.state === 'loading') body = <DelayedSpinner delay={200} />;
  else if (load.state === 'failed')
    body = (
      <LoadError onRetry={() => void fetchList()} quiet>
        <Trans>The devices could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    );
  else if (load.items.length === 0)
    body = (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>No signed-in devices</Trans>
        </p>
      </div>
    );
  else
    body = (
      <ul className="device-list">
        {load.items.map((s) => (
          <li key={s.id} className="card device-card">
            <DeviceTitle item={s} />
            <dl className="device-meta">
              <dt>
                <Trans>IP address</Trans>
              </dt>
              <dd>{s.ip || '—'}</dd>
              <dt>
                <Trans>Signed in</Trans>
              </dt>
              <dd>
                <RelativeTime ms={s.created_at} />
              </dd>
              <dt>
                <Trans>Last active</Trans>
              </dt>
              <dd>
                <RelativeTime ms={s.last_seen_at} />
              </dd>
            </dl>
            {!s.current && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void signOutDevice(s.id)}
                disabled={revoking !== null || network.offline}
                aria-describedby={network.describedBy}
                aria-busy={revoking === s.id}
              >
                {revoking === s.id ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
                <Trans>Sign out</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page">
      <NavBar title={<Trans>Login devices</Trans>} />
      {body}
      {load.state === 'ready' ? network.reason : null}
      <SecurityActivity />
    </div>
  );
}

function DeviceTitle({ item }: { item: SessionItem }) {
  const { browser, os } = describeUserAgent(item.user_agent);
  return (
    <div className="device-title">
      <span>
        {browser && os ? (
          <Trans>
            {browser} on {os}
          </Trans>
        ) : (
          (browser ?? os ?? <Trans>Unknown device</Trans>)
        )}
      </span>
      {item.current && (
        <span className="badge badge-success">
          <Trans>This device</Trans>
        </span>
      )}
    </div>
  );
}
