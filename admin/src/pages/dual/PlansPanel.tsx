// The dual-investment plans with their terms; administrators edit one at a time or add one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DualPlan } from '../../../../contract/dual';
import { dateTime, grouped } from '../../lib/format';
import { percentOf } from '../../lib/percent';
import { Empty } from '../../ui/states';
import { PlanForm } from './PlanForm';
import { investCurrencyOf, TYPE_LABELS } from './terms';

const pct = (fraction: string) => {
  const p = percentOf(fraction);
  return p === null ? fraction : `${p} %`;
};

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
  // Editing: a plan's id, 'new' for the add form, null for neither.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saved, setSaved] = useState<{ id: number; added: boolean } | null>(null);
  const current = editing === 'new' ? undefined : plans.find((p) => p.id === editing);
  const open = (which: number | 'new') => {
    setSaved(null);
    setEditing(editing === which ? null : which);
  };
  const savedId = saved?.id;

  return (
    <section aria-labelledby="dual-plans-title">
      <div className="row spread">
        <h2 id="dual-plans-title">
          <Trans>Plans</Trans>
        </h2>
        <div className="row">
          <button type="button" onClick={onRefresh} disabled={loading}>
            {loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
          </button>
          {editable ? (
            <button type="button" onClick={() => open('new')} aria-expanded={editing === 'new'}>
              <Trans>Add a plan</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">
        <Trans>
          A product pays at maturity 1 + days × APR ÷ 365 times what was invested, in the coin or in USDT depending on
          where the coin's price settles against the linked price. The linked price is the recorded price × (1 + offset)
          for a call, × (1 − offset) for a put, rounded to the strike step (up for a call, down for a put).
        </Trans>
      </p>
      {saved ? (
        <p className="ok-note" role="status">
          {saved.added ? (
            <Trans>Added plan {savedId}.</Trans>
          ) : (
            <Trans>Saved plan {savedId}. Products listed from now on get these terms.</Trans>
          )}
        </p>
      ) : null}
      {editing === 'new' || current ? (
        <PlanForm
          key={editing ?? ''}
          plan={current}
          onSaved={(p) => {
            setSaved({ id: p.id, added: editing === 'new' });
            setEditing(null);
            onSaved(p);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {plans.length === 0 ? (
        <Empty>
          <Trans>No plan yet: no dual-investment product is listed.</Trans>
        </Empty>
      ) : (
        <PlansTable list={plans} editable={editable} editing={editing} onEdit={open} />
      )}
    </section>
  );
}

function PlansTable({
  list,
  editable,
  editing,
  onEdit,
}: {
  list: DualPlan[];
  editable: boolean;
  editing: number | 'new' | null;
  onEdit: (id: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="scroll-x">
      <table data-testid="dual-plans">
        <thead>
          <tr>
            <th>
              <Trans>Plan</Trans>
            </th>
            <th>
              <Trans>Coin</Trans>
            </th>
            <th>
              <Trans>Type</Trans>
            </th>
            <th>
              <Trans>Days</Trans>
            </th>
            <th>
              <Trans>APR</Trans>
            </th>
            <th>
              <Trans>Strike offset</Trans>
            </th>
            <th>
              <Trans>Strike step (USDT)</Trans>
            </th>
            <th>
              <Trans>Share size</Trans>
            </th>
            <th>
              <Trans>Total shares</Trans>
            </th>
            <th>
              <Trans>Per-user limit (shares)</Trans>
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
          {list.map((p) => (
            <tr key={p.id} data-testid={`dual-plan-${p.id}`}>
              <td className="num">{p.id}</td>
              <td>{p.coin}</td>
              <td>{i18n._(TYPE_LABELS[p.type])}</td>
              <td className="num">{p.days}</td>
              <td className="num" title={p.rate}>
                {pct(p.rate)}
              </td>
              <td className="num" title={p.offset}>
                {pct(p.offset)}
              </td>
              <td className="num">{grouped(p.step)}</td>
              <td className="num">
                {grouped(p.share_size)} {investCurrencyOf(p.type, p.coin)}
              </td>
              <td className="num">{p.total_number}</td>
              <td className="num">{p.user_limit}</td>
              <td>{p.enabled ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
              <td className="num">{dateTime(p.updated_at)}</td>
              {editable ? (
                <td>
                  <button type="button" onClick={() => onEdit(p.id)} aria-expanded={editing === p.id}>
                    {editing === p.id ? <Trans>Close</Trans> : <Trans>Edit</Trans>}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
