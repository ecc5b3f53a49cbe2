import { Trans } from '@lingui/react/macro';

/**
 * The spec's "function under development" (§8), where a feature is not built yet; `asTitle` when it
 * is the screen's one heading (the screen has no title of its own).
 */
export function UnderDevelopmentNote({ asTitle }: { asTitle?: boolean }) {
  const note = <Trans>Function under development</Trans>;
  return (
    <div className="empty-state" role="status">
      {asTitle ? <h1 className="empty-title">{note}</h1> : <p className="empty-title">{note}</p>}
    </div>
  );
}
