import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useBack } from '../app/useBack';

/** The in-page bar of a screen that is not a tab: a back button and an optional title. */
export function NavBar({ title, right }: { title?: ReactNode; right?: ReactNode }) {
  const { t } = useLingui();
  const back = useBack();
  return (
    <header className="navbar">
      <button type="button" className="icon-button" onClick={back} aria-label={t`Back`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* The screen's one h1; a bar without a title leaves the h1 to the screen's own content. */}
      {title ? <h1 className="navbar-title">{title}</h1> : <span className="navbar-title" />}
      <div className="navbar-right">{right}</div>
    </header>
  );
}
