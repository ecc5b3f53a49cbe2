import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A tab whose feature is not built yet: its title and the spec's "function under development". */
export function ComingTab({ title }: { title: ReactNode }) {
  return (
    <div className="page">
      <header className="tab-header">
        <h1>{title}</h1>
      </header>
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>Function under development</Trans>
        </p>
      </div>
    </div>
  );
}
