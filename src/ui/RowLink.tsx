import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A full-width row that opens another screen, its chevron hidden from assistive technology. */
export function RowLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  return (
    <Link to={to} className="list-row" data-testid={testId}>
      {children}
      <span aria-hidden="true">›</span>
    </Link>
  );
}
