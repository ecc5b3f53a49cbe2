// Home tab (spec §1, §2): the site's name and logo, the language switch, the banners, for a user
// of a demo server the demo-funds offer while coins are left to take (issues 20, 40), the shortcut
// tiles, the markets, and the install card (in the flow, last: it never covers tiles or quotes,
// nor moves them when it appears).

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { InstallCard } from '../../app/InstallCard';
import { NotificationBell } from '../../app/NotificationBell';
import { session } from '../../state/session';
import { StrokeIcon } from '../../ui/StrokeIcon';
import { useFitLabels } from '../../ui/useFitLabels';
import { HomeMarkets } from './HomeMarkets';

const HomeContent = lazy(() => import('./HomeContent'));
const HomeDemoOffer = lazy(() => import('../fund/HomeDemoOffer'));

import { SHORTCUTS } from './shortcuts';

export default function Home() {
  const { site, token, user } = useSnapshot(session);
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // Tile labels wrap between words only, shrinking a little where a word is too long for a tile.
  const tiles = useRef<HTMLElement>(null);
  useFitLabels(tiles, '.shortcut-label', { min: 9, lines: 2 }, i18n.locale);

  return (
    <div className="page home">
      <header className="home-header">
        {/* The screen's heading for assistive technology; the bar shows the site's name instead. */}
        <h1 className="visually-hidden">{i18n._(msg`Home`)}</h1>
        <div className="brand">
          <img src={site.site_logo || `${import.meta.env.BASE_URL}icons/icon-192.png`} alt="" width="32" height="32" />
          <span className="brand-name">{site.site_name}</span>
        </div>
        <div className="header-actions">
          <Link to="/pages/setting/language" className="icon-button" aria-label={i18n._(msg`Language`)}>
            <StrokeIcon
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
              size={24}
              weight={1.6}
            />
          </Link>
          <NotificationBell />
          {token ? (
            <Link
              to="/pages/setting/setting"
              className="icon-button avatar-button"
              aria-label={i18n._(msg`My account`)}
            >
              {user?.head_portrait ? (
                <img src={user.head_portrait} alt="" width="32" height="32" />
              ) : (
                <AvatarInitial nickname={user?.nickname} />
              )}
            </Link>
          ) : (
            <Link to="/pages/common/login" className="header-login">
              <Trans>Log in</Trans>
            </Link>
          )}
        </div>
      </header>

      <Suspense fallback={<div className="home-banners" />}>
        <HomeContent />
      </Suspense>

      {/* Where a new user starts, then the coins left to take: above the tiles, so above the fold (issues 20, 40). */}
      {token && site.demo === '1' && (
        <Suspense fallback={null}>
          <HomeDemoOffer />
        </Suspense>
      )}

      <section ref={tiles} aria-label={i18n._(msg`Shortcuts`)} className="shortcuts">
        {SHORTCUTS.map((s) => (
          <button key={s.key} type="button" className="shortcut" data-shortcut={s.key} onClick={() => navigate(s.to)}>
            <span className="shortcut-glyph" aria-hidden="true">
              {s.glyph}
            </span>
            <span className="shortcut-label">{i18n._(s.label)}</span>
          </button>
        ))}
      </section>

      <HomeMarkets />

      <InstallCard />
    </div>
  );
}

/** The nickname's first letter; a person's outline while the profile is unknown (offline, loading). */
function AvatarInitial({ nickname }: { nickname: string | undefined }) {
  if (nickname) return <span aria-hidden="true">{nickname.slice(0, 1)}</span>;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
