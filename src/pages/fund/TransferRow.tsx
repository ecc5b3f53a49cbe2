import type { ReactNode } from 'react';
import { RelativeTime } from '../../ui/RelativeTime';

/** A row of a money-movement list: what moved, a line about it, and when. */
export function TransferRow(props: { what: ReactNode; about: ReactNode; at: number; state?: string; muted?: boolean }) {
  return (
    <li className="balance-row transfer-row" data-state={props.state}>
      <span>
        <strong>{props.what}</strong>
        <small className={props.muted ? 'muted' : undefined}>{props.about}</small>
      </span>
      <small className="muted">
        <RelativeTime ms={props.at} />
      </small>
    </li>
  );
}
