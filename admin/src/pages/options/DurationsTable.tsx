// The durations as stored: seconds, payout ratio (and the profit a win makes, in per cent), stake
// bounds, whether it is offered, when it last changed; an Edit button for administrators.
import { Trans } from '@lingui/react/macro';
import type { AdminOptionDuration } from '../../../../contract/options';
import { dateTime } from '../../lib/format';
import { percentOf } from '../../lib/percent';

export function DurationsTable({
  list,
  editable,
  editing,
  onEdit,
}: {
  list: AdminOptionDuration[];
  editable: boolean;
  editing: number | 'new' | null;
  onEdit: (seconds: number) => void;
}) {
  if (list.length === 0) return null;
  return (
    <div className="scroll-x">
      <table data-testid="durations-table">
        <thead>
          <tr>
            <th>
              <Trans>Duration</Trans>
            </th>
            <th>
              <Trans>Payout ratio</Trans>
            </th>
            <th>
              <Trans>Profit on a win</Trans>
            </th>
            <th>
              <Trans>Least stake (USDT)</Trans>
            </th>
            <th>
              <Trans>Most stake (USDT)</Trans>
            </th>
            <th>
              <Trans>Offered</Trans>
            </th>
            <th>
              <Trans>Updated</Trans>
            </th>
            {editable ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {list.map((d) => {
            const seconds = d.seconds;
            const pct = percentOf(d.profit_ratio);
            return (
              <tr key={seconds} data-testid={`duration-${seconds}`}>
                <td className="num">
                  <Trans>{seconds} s</Trans>
                </td>
                <td className="num">{d.profit_ratio}</td>
                <td className="num">{pct === null ? '—' : `${pct} %`}</td>
                <td className="num">{d.min_stake}</td>
                <td className="num">{d.max_stake}</td>
                <td>{d.enabled ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                <td className="num">{dateTime(d.updated_at)}</td>
                {editable ? (
                  <td>
                    <button type="button" onClick={() => onEdit(seconds)} aria-expanded={editing === seconds}>
                      {editing === seconds ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
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
