import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A row of a settings list that opens another screen. */
export function ListLink({ to, label, value }: { to: string; label: ReactNode; value?: ReactNode }) {
  return (
    <li>
      <Link to={to} className="list-row">
        <span>{label}</span>
        <span className="list-value">
          {value}
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </span>
      </Link>
    </li>
  );
}
