// The frame of a product-settings page: the note under its title that says what an edit reaches,
// with links to the changes in the audit log for those who may read it, and the list a save
// answers with, shown until a load brings a newer one.
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { can } from '../lib/roles';
import { adminSession } from '../state/session';
import type { Loaded } from './useLoad';

/** Whether the signed-in operator may edit products' terms. */
export function useEditable(): boolean {
  const { operator } = useSnapshot(adminSession);
  return can(operator?.role, 'products.write');
}

/** What the page shows: the reply of the last save until a load brings newer data, and where that reply goes. */
export function useReplied<T>(loaded: Loaded<T>) {
  const [replied, setReplied] = useState<T | null>(null);
  const fresh = loaded.data;
  useEffect(() => {
    if (fresh) setReplied(null);
  }, [fresh]);
  return { shown: { ...loaded, data: replied ?? loaded.data }, reply: setReplied };
}

export function SettingsNote({
  testId,
  audit,
  children,
}: {
  testId: string;
  /** The audit log's filtered views: a link each, joined by a dot. */
  audit: { action: string; label: ReactNode }[];
  children: ReactNode;
}) {
  const { operator } = useSnapshot(adminSession);
  return (
    <p className="card" role="note" data-testid={testId}>
      {children}
      {can(operator?.role, 'audit')
        ? audit.map((a, i) => (
            <Fragment key={a.action}>
              {i === 0 ? ' ' : ' · '}
              <Link to={`/audit?action=${a.action}`}>{a.label}</Link>
            </Fragment>
          ))
        : null}
    </p>
  );
}
