// A paged history list as every record screen shows it: a spinner while the first page loads,
// the empty text when there is nothing, the rows, then the footer (retry, load more, no more).
import type { ReactNode } from 'react';
import { PagedFooter } from './PagedFooter';
import { DelayedSpinner } from './Spinner';

export function PagedList<T>(props: {
  /** What usePagedList returns. */
  list: { rows: T[] | null; done: boolean; failed: boolean; retry: () => void; more: () => void };
  empty: ReactNode;
  failure: ReactNode;
  className?: string;
  row: (item: T) => ReactNode;
}) {
  const { rows, done, failed, retry, more } = props.list;
  return (
    <>
      {rows === null && !failed ? (
        <DelayedSpinner delay={200} />
      ) : rows?.length === 0 ? (
        <div className="empty-state">
          <p>{props.empty}</p>
        </div>
      ) : (
        <ul className={props.className ?? 'balance-list'}>{(rows ?? []).map(props.row)}</ul>
      )}
      <PagedFooter
        count={rows?.length ?? 0}
        done={done}
        failed={failed}
        failure={props.failure}
        onRetry={retry}
        onMore={more}
      />
    </>
  );
}
