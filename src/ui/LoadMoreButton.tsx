import { Trans } from '@lingui/react/macro';

/** "Load more" under a paged list: busy while the next page loads, a retry when it failed. */
export function LoadMoreButton({ status, onMore }: { status: 'idle' | 'loading' | 'failed'; onMore: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={onMore}
      disabled={status === 'loading'}
      aria-busy={status === 'loading'}
    >
      {status === 'loading' ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {status === 'failed' ? <Trans>Loading failed. Tap to retry</Trans> : <Trans>Load more</Trans>}
    </button>
  );
}
