// The durations offered, with their published terms; administrators edit one at a time or add
// one (the server checks the terms and says why it refuses). A saved change applies to options
// made afterwards; open options keep the ratio they were made under.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { optionDurations } from '../../api/calls';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { DurationForm } from './DurationForm';
import { DurationsTable } from './DurationsTable';

export function DurationsPanel() {
  const { operator } = useSnapshot(adminSession);
  const editable = can(operator?.role, 'products.write');
  const loaded = useLoad(() => optionDurations(), []);
  // Editing: a duration's seconds, 'new' for the add form, null for neither.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const onSaved = (seconds: number) => {
    setEditing(null);
    setSaved(seconds);
    loaded.reload();
  };
  const open = (which: number | 'new') => {
    setSaved(null);
    setEditing(editing === which ? null : which);
  };
  return (
    <section aria-labelledby="durations-title">
      <div className="row spread">
        <h2 id="durations-title">
          <Trans>Durations and payouts</Trans>
        </h2>
        {editable ? (
          <button type="button" onClick={() => open('new')} aria-expanded={editing === 'new'}>
            <Trans>Add duration</Trans>
          </button>
        ) : null}
      </div>
      <p className="muted">
        <Trans>
          The payout ratio is a fraction of the stake: a win pays stake × (1 + ratio), so 0.8 pays back the stake and 80
          % more; a tie returns the stake; a loss pays nothing. Stakes are in USDT.
        </Trans>
      </p>
      {saved !== null ? <SavedNote seconds={saved} /> : null}
      <LoadState loaded={loaded} isEmpty={(l) => l.length === 0 && editing !== 'new'} empty={<NoDurations />}>
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
                  onCancel={() => setEditing(null)}
                />
              ) : null}
              <DurationsTable list={list} editable={editable} editing={editing} onEdit={open} />
            </>
          );
        }}
      </LoadState>
    </section>
  );
}

function SavedNote({ seconds }: { seconds: number }) {
  return (
    <p className="ok-note" role="status">
      <Trans>Saved the {seconds} s duration.</Trans>
    </p>
  );
}

function NoDurations() {
  return <Trans>No duration is offered: customers cannot make options.</Trans>;
}
