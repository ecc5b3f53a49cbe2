// Loading, empty and error states, the same on every screen.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Loaded } from './useLoad';

export function ErrorNote({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="error-note" role="alert">
      {text}
    </p>
  );
}

export function Loading() {
  return (
    <p className="state-note" role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  return (
    <p className="state-note empty" role="status">
      {children ?? <Trans>Nothing here.</Trans>}
    </p>
  );
}

/** Shows loading, the error (with a retry), the empty state, or the content. */
export function LoadState<T>({
  loaded,
  isEmpty,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (loaded.error)
    return (
      <div>
        <ErrorNote text={loaded.error} />
        <button type="button" onClick={loaded.reload}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (loaded.data === null) return <Loading />;
  if (isEmpty?.(loaded.data)) return <Empty>{empty}</Empty>;
  return <>{children(loaded.data)}</>;
}
