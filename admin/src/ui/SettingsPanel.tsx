// The list half of a product-settings screen (and the other titled panels of those pages): the
// title with a filter, Refresh and Add, what the terms mean, the note that a save went through,
// then the open form and the table (ui/SettingsTable). Which item's form is open, and what was
// last saved, is useEditing's.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

/** Which item's form is open (an item's key, 'new' for the add form, null for none), and the last save. */
export function useEditing<K, S>() {
  const [editing, setEditing] = useState<K | 'new' | null>(null);
  const [saved, setSaved] = useState<S | null>(null);
  return {
    editing,
    saved,
    /** Opens an item's form (or the add form), or closes it when it is the one open. */
    open: (which: K | 'new') => {
      setSaved(null);
      setEditing(editing === which ? null : which);
    },
    close: () => setEditing(null),
    /** The form went through: closed, and the save noted. */
    done: (what: S) => {
      setSaved(what);
      setEditing(null);
    },
  };
}

export function SettingsPanel({
  titleId,
  title,
  tools,
  refresh,
  add,
  about,
  saved,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** Beside the title, before the buttons (a filter). */
  tools?: ReactNode;
  refresh?: { loading: boolean; onRefresh: () => void };
  /** The add button's label and state; none: nothing can be added here (or this operator may not). */
  add?: { label: ReactNode; open: boolean; onClick: () => void } | null;
  /** What the terms mean, under the title. */
  about?: ReactNode;
  /** The note that a save went through. */
  saved?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <div className="row spread">
        <h2 id={titleId}>{title}</h2>
        <div className="row">
          {tools}
          {refresh ? (
            <button type="button" onClick={refresh.onRefresh} disabled={refresh.loading}>
              {refresh.loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
            </button>
          ) : null}
          {add ? (
            <button type="button" onClick={add.onClick} aria-expanded={add.open}>
              {add.label}
            </button>
          ) : null}
        </div>
      </div>
      {about ? <p className="muted">{about}</p> : null}
      {saved ? (
        <p className="ok-note" role="status">
          {saved}
        </p>
      ) : null}
      {children}
    </section>
  );
}
