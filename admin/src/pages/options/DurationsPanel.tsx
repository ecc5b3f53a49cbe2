// The durations offered, with their published terms (seconds, payout ratio and the profit a win
// makes in per cent, stake bounds); administrators edit one at a time or add one (the server checks
// the terms and says why it refuses). A saved change applies to options made afterwards; open
// options keep the ratio they were made under.
import { Trans } from '@lingui/react/macro';
import type { AdminOptionDuration } from '../../../../contract/options';
import { optionDurations } from '../../api/calls';
import { percentOf } from '../../lib/percent';
import { useEditable } from '../../ui/SettingsPage';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { offeredColumn, SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { DurationForm } from './DurationForm';

export function DurationsPanel() {
  const editable = useEditable();
  const loaded = useLoad(() => optionDurations(), []);
  const edit = useEditing<number, number>();
  const { editing } = edit;
  const seconds = edit.saved;
  const onSaved = (seconds: number) => {
    edit.done(seconds);
    loaded.reload();
  };
  return (
    <SettingsPanel
      titleId="durations-title"
      title={<Trans>Durations and payouts</Trans>}
      add={
        editable
          ? { label: <Trans>Add duration</Trans>, open: editing === 'new', onClick: () => edit.open('new') }
          : null
      }
      about={
        <Trans>
          The payout ratio is a fraction of the stake: a win pays stake × (1 + ratio), so 0.8 pays back the stake and 80
          % more; a tie returns the stake; a loss pays nothing. Stakes are in USDT.
        </Trans>
      }
      saved={seconds === null ? null : <Trans>Saved the {seconds} s duration.</Trans>}
    >
      <LoadState
        loaded={loaded}
        isEmpty={(l) => l.length === 0 && editing !== 'new'}
        empty={<Trans>No duration is offered: customers cannot make options.</Trans>}
      >
        {(list) => {
          const current = editing === 'new' ? undefined : list.find((d) => d.seconds === editing);
          return (
            <>
              {editing === 'new' || current ? (
                <DurationForm
                  key={editing ?? ''}
                  duration={current}
                  taken={list.map((d) => d.seconds)}
                  onSaved={onSaved}
                  onCancel={edit.close}
                />
              ) : null}
              {list.length > 0 ? (
                <SettingsTable {...DURATIONS} rows={list} edit={editable ? { editing, onEdit: edit.open } : null} />
              ) : null}
            </>
          );
        }}
      </LoadState>
    </SettingsPanel>
  );
}

function Seconds({ seconds }: { seconds: number }) {
  return <Trans>{seconds} s</Trans>;
}

const DURATIONS: TableSpec<AdminOptionDuration, number> = {
  testId: 'durations-table',
  keyOf: (d) => d.seconds,
  rowTestId: (d) => `duration-${d.seconds}`,
  columns: [
    { head: <Trans>Duration</Trans>, cell: (d) => <Seconds seconds={d.seconds} />, num: true },
    { head: <Trans>Payout ratio</Trans>, cell: (d) => d.profit_ratio, num: true },
    {
      head: <Trans>Profit on a win</Trans>,
      cell: (d) => {
        const pct = percentOf(d.profit_ratio);
        return pct === null ? '—' : `${pct} %`;
      },
      num: true,
    },
    { head: <Trans>Least stake (USDT)</Trans>, cell: (d) => d.min_stake, num: true },
    { head: <Trans>Most stake (USDT)</Trans>, cell: (d) => d.max_stake, num: true },
    offeredColumn(),
    updatedColumn(),
  ],
};
