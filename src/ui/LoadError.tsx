import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A load that failed, in place of what it would have shown: what could not be loaded (by default
 * "this") and Retry; `quiet` gives the secondary button lists and account screens use.
 */
export function LoadError({
  onRetry,
  children,
  quiet,
}: {
  onRetry: () => void;
  children?: ReactNode;
  quiet?: boolean;
}) {
  return (
    <div className="page-error" role="alert">
      <p>{children ?? <Trans>This could not be loaded. Check your connection and try again.</Trans>}</p>
      <button type="button" className={quiet ? 'button button-secondary' : 'button'} onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
