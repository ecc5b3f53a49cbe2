// What seconds options did, per stake currency: open options and their stakes, settled ones by
// outcome, stakes taken, payouts made and what the house kept (negative when it paid out more).
import { Trans } from '@lingui/react/macro';
import type { AdminOptionSummary } from '../../../../contract/options';
import { optionSummary } from '../../api/calls';
import { signed } from '../../lib/format';
import { SettingsPanel } from '../../ui/SettingsPanel';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

export function SummaryPanel() {
  const loaded = useLoad(() => optionSummary(), []);
  return (
    <SettingsPanel
      titleId="options-summary-title"
      title={<Trans>Stakes and payouts</Trans>}
      refresh={{ loading: loaded.loading, onRefresh: loaded.reload }}
    >
      <LoadState loaded={loaded} isEmpty={(l) => l.length === 0} empty={<Trans>No option has been made yet.</Trans>}>
        {(list) => <SummaryTable list={list} />}
      </LoadState>
    </SettingsPanel>
  );
}

function SummaryTable({ list }: { list: AdminOptionSummary[] }) {
  return (
    <div className="scroll-x">
      <table data-testid="options-summary">
        <thead>
          <tr>
            <th>
              <Trans>Currency</Trans>
            </th>
            <th>
              <Trans>Open options</Trans>
            </th>
            <th>
              <Trans>Open stakes</Trans>
            </th>
            <th>
              <Trans>Settled options</Trans>
            </th>
            <th>
              <Trans>Wins / ties / losses</Trans>
            </th>
            <th>
              <Trans>Stakes settled</Trans>
            </th>
            <th>
              <Trans>Paid out</Trans>
            </th>
            <th>
              <Trans>House result</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((s) => (
            <tr key={s.currency} data-testid={`options-summary-${s.currency}`}>
              <td>{s.currency}</td>
              <td className="num">{s.open_count}</td>
              <td className="num">{s.open_stakes}</td>
              <td className="num">{s.settled_count}</td>
              <td className="num">
                {s.wins} / {s.ties} / {s.losses}
              </td>
              <td className="num">{s.stakes}</td>
              <td className="num">{s.paid}</td>
              <td className="num">{signed(s.house_result)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
