// The side navigation: the links the role can use, grouped, each queue's link with a badge of how
// many items wait in it. The badge sits beside the link, not inside it, so the link keeps its name
// ("Recharges"); the link is described by the badge ("3 waiting") for screen readers.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { queueState, refreshQueues } from '../state/queues';
import type { NavItem } from './nav';

/** Counts older than this are asked again (decisions ask at once; others' decisions show within it). */
const REFRESH_MS = 60_000;

export function SideNav({ items, counted }: { items: NavItem[]; counted: boolean }) {
  const { i18n, t } = useLingui();
  const { counts } = useSnapshot(queueState);
  const groups = [...new Set(items.map((n) => i18n._(n.group)))];

  // Only a role that reviews may ask for the counts (the server refuses the others).
  useEffect(() => {
    if (!counted) return;
    void refreshQueues();
    const timer = setInterval(() => void refreshQueues(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [counted]);

  return (
    <nav aria-label={t`Back office`}>
      {groups.map((g) => (
        <div key={g} className="nav-group">
          <p className="nav-title">{g}</p>
          {items
            .filter((n) => i18n._(n.group) === g)
            .map((n) => {
              const waiting = counted && n.queue && counts ? counts[n.queue] : 0;
              const badgeId = `waiting-${n.queue}`;
              return (
                <div key={n.to} className="nav-item">
                  <NavLink to={n.to} aria-describedby={waiting > 0 ? badgeId : undefined}>
                    {i18n._(n.label)}
                  </NavLink>
                  {waiting > 0 ? (
                    // role img: a generic span may not carry a name; the number alone would not say what it counts.
                    <span id={badgeId} className="nav-count" role="img" aria-label={t`${waiting} waiting`}>
                      {waiting}
                    </span>
                  ) : null}
                </div>
              );
            })}
        </div>
      ))}
    </nav>
  );
}
