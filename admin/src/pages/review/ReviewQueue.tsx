// The frame every review queue shares: its title, the state tabs (the waiting ones first), the rows
// of the chosen state a page at a time, with loading, error and empty states. Each queue renders
// its own rows.
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Paging } from '../../api/calls';
import { Pager } from '../../ui/Pager';
import { StateTabs } from '../../ui/StateTabs';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { PAGE_SIZE, REVIEW_STATES } from './states';

type Props<Row> = {
  title: ReactNode;
  empty: string;
  states?: { key: string; label: MessageDescriptor }[];
  list: (state: string, paging: Paging) => Promise<Row[]>;
  /** The page's rows; `reload` after a decision taken in place. */
  children: (rows: Row[], reload: () => void) => ReactNode;
};

export function ReviewQueue<Row>({ title, empty, states = REVIEW_STATES, list, children }: Props<Row>) {
  const [state, setState] = useState(states[0]?.key ?? 'review');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => list(state, { page, limit: PAGE_SIZE }), [state, page]);
  return (
    <section>
      <h1>{title}</h1>
      <StateTabs
        states={states}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      <LoadState loaded={loaded} isEmpty={(d) => d.length === 0} empty={empty}>
        {(rows) => (
          <>
            {children(rows, loaded.reload)}
            <Pager page={page} count={rows.length} limit={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
