// The table of a product-settings screen, from a column description: a row an item, each with its
// Edit/Close (the open form's row marked expanded) for those who may edit; a summary's table is the
// same without them.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dateTime } from '../lib/format';

/** One column of a settings table: its heading and each row's cell (figures right-aligned). */
export type Column<R> = {
  head: ReactNode;
  cell: (row: R) => ReactNode;
  num?: boolean;
  /** The cell's title: the exact stored value behind a rounded or converted one. */
  title?: (row: R) => string | undefined;
};

/** Whether an item is offered, and when its terms last changed: the last columns of every table. */
export const offeredColumn = <R extends { enabled: boolean }>(): Column<R> => ({
  head: <Trans>Offered</Trans>,
  cell: (r) => (r.enabled ? <Trans>Yes</Trans> : <Trans>No</Trans>),
});
export const updatedColumn = <R extends { updated_at: number | string | null }>(): Column<R> => ({
  head: <Trans>Updated</Trans>,
  cell: (r) => dateTime(r.updated_at),
  num: true,
});

/** What a settings table is: its test id, each row's key and test id, and its columns. */
export type TableSpec<R, K extends string | number> = {
  testId: string;
  keyOf: (row: R) => K;
  rowTestId: (row: R) => string;
  columns: Column<R>[];
};

export function SettingsTable<R, K extends string | number>({
  testId,
  rows,
  keyOf,
  rowTestId,
  columns,
  edit,
}: TableSpec<R, K> & {
  rows: readonly R[];
  /** The Edit/Close buttons, for those who may edit; none: the table is read only. */
  edit?: { editing: K | 'new' | null; onEdit: (key: K) => void } | null;
}) {
  return (
    <div className="scroll-x">
      <table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
              <th key={i}>{c.head}</th>
            ))}
            {edit ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const key = keyOf(r);
            return (
              <tr key={key} data-testid={rowTestId(r)}>
                {columns.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                  <td key={i} className={c.num ? 'num' : undefined} title={c.title?.(r)}>
                    {c.cell(r)}
                  </td>
                ))}
                {edit ? (
                  <td>
                    <button type="button" onClick={() => edit.onEdit(key)} aria-expanded={edit.editing === key}>
                      {edit.editing === key ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
