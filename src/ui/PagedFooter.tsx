import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Below a paged list: the failure with a retry, then "Load more" or the spec's "No more data". */
export function PagedFooter(props: {
  count: number;
  done: boolean;
  failed: boolean;
  failure: ReactNode;
  onRetry: () => void;
  onMore: () => void;
}) {
  return (
    <>
      {props.failed && (
        <div className="empty-state" role="alert">
          <p>{props.failure}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      {props.count > 0 && (
        <div className="load-more">
          {props.done ? (
            <p className="muted">
              <Trans>No more data</Trans>
            </p>
          ) : (
            <button type="button" className="button button-secondary" onClick={props.onMore}>
              <Trans>Load more</Trans>
            </button>
          )}
        </div>
      )}
    </>
  );
}
