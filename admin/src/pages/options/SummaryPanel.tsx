// What seconds options did, per stake currency: open options and their stakes, settled ones by
// outcome, stakes taken, payouts made and what the house kept (negative when it paid out more).
import { Trans } from '@lingui/react/macro';
import type { AdminOptionSummary } from '../../../../contract/options';
import { optionSummary } from '../../api/calls';
import { signed } from '../../lib/format';
import { SettingsPanel } from '../../ui/SettingsPanel';
import { SettingsTable, type TableSpec } from '../../ui/SettingsTable';
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
        {(list) => <SettingsTable {...SUMMARY} rows={list} />}
      </LoadState>
    </SettingsPanel>
  );
}

const SUMMARY: TableSpec<AdminOptionSummary, string> = {
  testId: 'options-summary',
  keyOf: (s) => s.currency,
  rowTestId: (s) => `options-summary-${s.currency}`,
  columns: [
    { head: <Trans>Currency</Trans>, cell: (s) => s.currency },
    { head: <Trans>Open options</Trans>, cell: (s) => s.open_count, num: true },
    { head: <Trans>Open stakes</Trans>, cell: (s) => s.open_stakes, num: true },
    { head: <Trans>Settled options</Trans>, cell: (s) => s.settled_count, num: true },
    { head: <Trans>Wins / ties / losses</Trans>, cell: (s) => `${s.wins} / ${s.ties} / ${s.losses}`, num: true },
    { head: <Trans>Stakes settled</Trans>, cell: (s) => s.stakes, num: true },
    { head: <Trans>Paid out</Trans>, cell: (s) => s.paid, num: true },
    { head: <Trans>House result</Trans>, cell: (s) => signed(s.house_result), num: true },
  ],
};
