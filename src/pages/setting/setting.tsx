// The "me" screen (spec §2 settings): who is signed in (avatar, nickname, account, UID and invite
// code, verification level), the way to every settings screen, and logging out.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_NAMES } from '../../../contract/locales';
import { getNotifications } from '../../api/user';
import { signOut } from '../../state/account';
import { session } from '../../state/session';
import { ListLink } from '../../ui/ListLink';
import { NavBar } from '../../ui/NavBar';
import { CopyButton } from './CopyButton';
import { Avatar } from './profile-Avatar';
import { useVerificationBadges, useVerificationSummary } from './profile-verification';
import { accountText } from './security-format';
import { useLeaveThen } from './security-leave';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

export default function Setting() {
  const { t } = useLingui();
  const leaveThen = useLeaveThen();
  const { lang } = useSnapshot(session);
  const { user, failed, retry } = useUser({ refresh: true });
  const [unread, setUnread] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const badges = useVerificationBadges(user?.real_level ?? 0, user?.real_status ?? 'none');
  const verification = useVerificationSummary(user?.real_level ?? 0, user?.real_status ?? 'none');

  useEffect(() => {
    const abort = new AbortController();
    getNotifications(1, { quiet: true, background: true, signal: abort.signal }).then(
      (page) => setUnread(page.unread),
      () => undefined, // The count is a hint; the list itself shows its own errors.
    );
    return () => abort.abort();
  }, []);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const logOut = () => {
    setLeaving(true);
    // signOut never fails: offline, the token is forgotten here all the same.
    leaveThen('/', () => void signOut());
  };

  if (!user) {
    return (
      <div className="page">
        <NavBar title={<Trans>Me</Trans>} />
        <UserPending failed={failed} retry={retry} />
      </div>
    );
  }

  return (
    <div className="page">
      <NavBar title={<Trans>Me</Trans>} />

      <section className="card" aria-label={t`Your account`}>
        <div className="profile-head">
          <Avatar src={user.head_portrait} name={user.nickname} />
          <div className="profile-name">
            <h2>{user.nickname}</h2>
            <div className="profile-account">{accountText(user)}</div>
            <div className="badges">
              {badges.map((b) => (
                <span key={b.text} className={`badge badge-${b.tone}`}>
                  {b.text}
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className="copy-rows">
          <div className="copy-row">
            <span className="copy-row-label">
              <Trans>UID</Trans>
            </span>
            <span className="copy-row-value">{user.id}</span>
            <CopyButton value={user.id} label={t`Copy UID`} />
          </div>
          <div className="copy-row">
            <span className="copy-row-label">
              <Trans>Invite code</Trans>
            </span>
            <span className="copy-row-value">{user.invite_code}</span>
            <CopyButton value={user.invite_code} label={t`Copy invite code`} />
          </div>
        </div>
      </section>

      <h2 className="section-title">
        <Trans>Account</Trans>
      </h2>
      <ul className="list">
        <ListLink to="/pages/setting/userInfo" label={<Trans>Profile</Trans>} />
        <ListLink to="/pages/setting/security" label={<Trans>Security</Trans>} />
        <ListLink to="/pages/setting/real" label={<Trans>Identity verification</Trans>} value={verification} />
        <ListLink
          to="/pages/setting/notifications"
          label={<Trans>Notifications</Trans>}
          value={
            unread ? (
              <span className="count-badge" role="status" aria-label={t`${unread} unread`}>
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null
          }
        />
      </ul>

      <h2 className="section-title">
        <Trans>Payments</Trans>
      </h2>
      <ul className="list">
        <ListLink to="/pages/setting/wallet" label={<Trans>Withdrawal addresses</Trans>} />
        <ListLink to="/pages/setting/bank" label={<Trans>Bank card</Trans>} />
        <ListLink to="/pages/setting/bank_international" label={<Trans>International bank card</Trans>} />
      </ul>

      <h2 className="section-title">
        <Trans>Preferences</Trans>
      </h2>
      <ul className="list">
        <ListLink to="/pages/setting/language" label={<Trans>Language</Trans>} value={LOCALE_NAMES[lang]} />
        <ListLink to="/pages/setting/fiat" label={<Trans>Default fiat currency</Trans>} value={user.fiat} />
        <ListLink to="/pages/common/aboutus" label={<Trans>About us</Trans>} />
      </ul>

      <div className="logout-area">
        {confirming ? (
          <div className="confirm-card" role="alertdialog" aria-labelledby="logout-question">
            <p id="logout-question">
              <Trans>Log out of this device?</Trans>
            </p>
            <div className="confirm-actions">
              <button
                ref={cancelRef}
                type="button"
                className="button button-secondary"
                onClick={() => setConfirming(false)}
                disabled={leaving}
              >
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={logOut}
                disabled={leaving}
                aria-busy={leaving}
              >
                {leaving ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
                <Trans>Log out</Trans>
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button-secondary button-block" onClick={() => setConfirming(true)}>
            <Trans>Log out</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
