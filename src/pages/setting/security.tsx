// Security (spec §2 settings): login and pay passwords, the bound phone and e-mail, the
// authenticator, the anti-phishing code, signed-in devices, and "stay logged in" for this device.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { listSessions, setStayLoggedIn } from '../../api/auth';
import { showToast } from '../../state/ui';
import { ListLink } from '../../ui/ListLink';
import { NavBar } from '../../ui/NavBar';
import { Switch } from '../../ui/Switch';
import { SafeguardBanner, useSafeState } from './security-banner';
import { maskEmail, maskMobile } from './security-format';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Stay = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stay: boolean };

export default function Security() {
  const { t } = useLingui();
  const { user, failed, retry } = useUser({ refresh: true });
  const [stay, setStay] = useState<Stay>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const { state: safe } = useSafeState();

  const loadStay = useCallback((signal?: AbortSignal) => {
    setStay({ state: 'loading' });
    listSessions({ quiet: true, background: true, signal }).then(
      (list) => setStay({ state: 'ready', stay: list.find((s) => s.current)?.stay ?? false }),
      (err: Error) => {
        if (err.name !== 'AbortError') setStay({ state: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    loadStay(abort.signal);
    return () => abort.abort();
  }, [loadStay]);

  const changeStay = async (next: boolean) => {
    setSaving(true);
    setStay({ state: 'ready', stay: next });
    try {
      showToast(await setStayLoggedIn(next));
    } catch {
      setStay({ state: 'ready', stay: !next }); // The API client said why; the switch goes back.
    } finally {
      setSaving(false);
    }
  };

  if (!user) {
    return (
      <div className="page">
        <NavBar title={<Trans>Security</Trans>} />
        <UserPending failed={failed} retry={retry} />
      </div>
    );
  }

  const notBound = t`Not bound`;
  return (
    <div className="page">
      <NavBar title={<Trans>Security</Trans>} />
      {safe ? <SafeguardBanner state={safe} /> : null}
      <h2 className="section-title">
        <Trans>Passwords</Trans>
      </h2>
      <ul className="list">
        <ListLink
          to="/pages/setting/password"
          label={<Trans>Login password</Trans>}
          value={<Trans context="action">Change</Trans>}
        />
        <ListLink
          to="/pages/setting/payPassword"
          label={<Trans>Payment password</Trans>}
          value={user.has_pay_password ? <Trans context="action">Change</Trans> : <Trans context="action">Set</Trans>}
        />
      </ul>

      <h2 className="section-title">
        <Trans>Verification</Trans>
      </h2>
      <ul className="list">
        <ListLink
          to="/pages/setting/bindMobile"
          label={<Trans>Phone number</Trans>}
          value={user.mobile ? maskMobile(user.area_code, user.mobile) : notBound}
        />
        <ListLink
          to="/pages/setting/bindEmail"
          label={<Trans>E-mail</Trans>}
          value={user.email ? maskEmail(user.email) : notBound}
        />
        <ListLink
          to="/pages/setting/totp"
          label={<Trans>Two-factor authentication</Trans>}
          value={user.totp_enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
        />
        <ListLink
          to="/pages/setting/antiPhishing"
          label={<Trans>Anti-phishing code</Trans>}
          value={user.anti_phishing_code ? <Trans context="status">Set</Trans> : <Trans>Not set</Trans>}
        />
      </ul>

      <h2 className="section-title">
        <Trans>Devices</Trans>
      </h2>
      <ul className="list">
        <ListLink to="/pages/setting/devices" label={<Trans>Login devices</Trans>} />
      </ul>
      <div className="security-switch">
        {stay.state === 'failed' ? (
          <div className="switch-row">
            <span>
              <Trans>"Stay logged in" could not be loaded.</Trans>
            </span>
            <button type="button" className="link-button" onClick={() => loadStay()}>
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : (
          <Switch
            label={
              <span className="list-row-stack">
                <span>
                  <Trans>Stay logged in on this device</Trans>
                </span>
                <span className="list-row-sub">
                  <Trans>Keeps you signed in for up to 30 days of inactivity</Trans>
                </span>
              </span>
            }
            checked={stay.state === 'ready' && stay.stay}
            disabled={stay.state !== 'ready' || saving}
            onChange={(next) => void changeStay(next)}
          />
        )}
      </div>
    </div>
  );
}
