import { Trans } from '@lingui/react/macro';

/** Previous / next page of a list the server pages (a full page means there may be more). */
export function Pager({
  page,
  count,
  limit,
  onPage,
}: {
  page: number;
  count: number;
  limit: number;
  onPage: (p: number) => void;
}) {
  if (page === 1 && count < limit) return null;
  return (
    <div className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span>{page}</span>
      <button type="button" disabled={count < limit} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </div>
  );
}
