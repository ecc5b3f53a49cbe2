// The dual-investment plans with their terms; administrators edit one at a time or add one.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DualPlan } from '../../../../contract/dual';
import { grouped } from '../../lib/format';
import { percentText } from '../../lib/percent';
import { SettingsPanel, useEditing } from '../../ui/SettingsPanel';
import { offeredColumn, SettingsTable, type TableSpec, updatedColumn } from '../../ui/SettingsTable';
import { Empty } from '../../ui/states';
import { PlanForm } from './PlanForm';
import { investCurrencyOf, TYPE_LABELS } from './terms';

export function PlansPanel({
  plans,
  editable,
  loading,
  onRefresh,
  onSaved,
}: {
  plans: DualPlan[];
  editable: boolean;
  loading: boolean;
  onRefresh: () => void;
  onSaved: (p: DualPlan) => void;
}) {
  const { i18n } = useLingui();
  const edit = useEditing<number, { id: number; added: boolean }>();
  const { editing } = edit;
  const current = editing === 'new' ? undefined : plans.find((p) => p.id === editing);
  const savedId = edit.saved?.id;

  return (
    <SettingsPanel
      titleId="dual-plans-title"
      title={<Trans>Plans</Trans>}
      refresh={{ loading, onRefresh }}
      add={
        editable ? { label: <Trans>Add a plan</Trans>, open: editing === 'new', onClick: () => edit.open('new') } : null
      }
      about={
        <Trans>
          A product pays at maturity 1 + days × APR ÷ 365 times what was invested, in the coin or in USDT depending on
          where the coin's price settles against the linked price. The linked price is the recorded price × (1 + offset)
          for a call, × (1 − offset) for a put, rounded to the strike step (up for a call, down for a put).
        </Trans>
      }
      saved={
        edit.saved === null ? null : edit.saved.added ? (
          <Trans>Added plan {savedId}.</Trans>
        ) : (
          <Trans>Saved plan {savedId}. Products listed from now on get these terms.</Trans>
        )
      }
    >
      {editing === 'new' || current ? (
        <PlanForm
          key={editing ?? ''}
          plan={current}
          onSaved={(p) => {
            edit.done({ id: p.id, added: editing === 'new' });
            onSaved(p);
          }}
          onCancel={edit.close}
        />
      ) : null}
      {plans.length === 0 ? (
        <Empty>
          <Trans>No plan yet: no dual-investment product is listed.</Trans>
        </Empty>
      ) : (
        <SettingsTable {...plansTable(i18n)} rows={plans} edit={editable ? { editing, onEdit: edit.open } : null} />
      )}
    </SettingsPanel>
  );
}

const plansTable = (i18n: I18n): TableSpec<DualPlan, number> => ({
  testId: 'dual-plans',
  keyOf: (p) => p.id,
  rowTestId: (p) => `dual-plan-${p.id}`,
  columns: [
    { head: <Trans>Plan</Trans>, cell: (p) => p.id, num: true },
    { head: <Trans>Coin</Trans>, cell: (p) => p.coin },
    { head: <Trans>Type</Trans>, cell: (p) => i18n._(TYPE_LABELS[p.type]) },
    { head: <Trans>Days</Trans>, cell: (p) => p.days, num: true },
    { head: <Trans>APR</Trans>, cell: (p) => percentText(p.rate), num: true, title: (p) => p.rate },
    { head: <Trans>Strike offset</Trans>, cell: (p) => percentText(p.offset), num: true, title: (p) => p.offset },
    { head: <Trans>Strike step (USDT)</Trans>, cell: (p) => grouped(p.step), num: true },
    {
      head: <Trans>Share size</Trans>,
      cell: (p) => `${grouped(p.share_size)} ${investCurrencyOf(p.type, p.coin)}`,
      num: true,
    },
    { head: <Trans>Total shares</Trans>, cell: (p) => p.total_number, num: true },
    { head: <Trans>Per-user limit (shares)</Trans>, cell: (p) => p.user_limit, num: true },
    offeredColumn(),
    updatedColumn(),
  ],
});
