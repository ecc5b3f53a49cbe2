// The account's freeze and withdrawal hold, where they matter (Security, Withdraw): frozen → a
// way to lift it; held → until when withdrawals are paused, in the user's language and time zone.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getSafeState } from '../../api/auth';
import { session } from '../../state/session';
import { formatMoment, type SafeguardState, usableNow, withdrawBlock } from './safeguards';

export const UNFREEZE_PATH = '/pages/setting/unfreeze';

/** The time a hold ends, as the user reads it. */
export function HoldTime({ until }: { until: number }) {
  const { lang } = useSnapshot(session);
  return <time dateTime={new Date(until).toISOString()}>{formatMoment(until, lang)}</time>;
}

/** "New address: usable from <time>" while a saved address waits its hold; nothing once usable. */
export function UsableFrom({ address }: { address: { usable_at: number; created_at: number } }) {
  if (usableNow(address.usable_at, Date.now(), address.created_at)) return null;
  return (
    <small className="muted" data-testid="address-usable-from">
      <Trans>
        New address: usable from <HoldTime until={address.usable_at} />
      </Trans>
    </small>
  );
}

export function SafeguardBanner({ state, id }: { state: SafeguardState; id?: string }) {
  const block = withdrawBlock(state, Date.now());
  if (!block) return null;
  if (block.kind === 'frozen') {
    return (
      <div className="warning-box safeguard-banner" role="alert" id={id} data-testid="frozen-banner">
        <p>
          <strong>
            <Trans>Your account is frozen</Trans>
          </strong>
        </p>
        <p className="explain">
          <Trans>Withdrawals and security changes are stopped until you lift the freeze.</Trans>
        </p>
        <Link to={UNFREEZE_PATH} className="button button-secondary link-as-button">
          <Trans>Lift the freeze</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="warning-box safeguard-banner" role="status" id={id} data-testid="hold-banner">
      <p>
        <Trans>
          Withdrawals are paused until <HoldTime until={block.until} /> after a recent security change.
        </Trans>
      </p>
    </div>
  );
}

/** GET /safe/state for a screen: null until known (and when it could not be read: the server still decides). */
export function useSafeState() {
  const [state, setState] = useState<SafeguardState | null>(null);
  const load = useCallback((signal?: AbortSignal) => {
    getSafeState({ quiet: true, background: true, signal }).then(setState, () => undefined);
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal);
    return () => abort.abort();
  }, [load]);
  return { state, reload: load };
}
