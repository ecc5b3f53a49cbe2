// Listing a blind box series over the platform's box designs: its name and cover picture, the
// price of a box, how many boxes and how long they are on sale, and for each rarity its chance and
// the designs of that rarity a box of that rarity draws among. The chances add up to 100 % (the
// running total is shown as typed). Confirmed before it is sent; the server makes the series'
// secret seed chain and answers its code and the commitment buyers later check their draws against.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminNftBox, AdminNftItem } from '../../../../contract/nft';
import { listNftBox } from '../../api/calls';
import { grouped } from '../../lib/format';
import { Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import { useAddForm } from '../../ui/useAddForm';
import {
  BOX_REFUSALS_AT,
  type BoxTier,
  boxOdds,
  boxProblems,
  boxRequest,
  type BoxForm as Form,
  percentOf,
  RARITIES,
  type Rarity,
  totalBps,
} from './box';
import { ConfirmStep } from './ConfirmStep';
import { uploadPicked } from './upload';

const EMPTY: Form = {
  name: '',
  cover: '',
  price: '',
  boxes: '',
  days: '7',
  tiers: {
    N: { percent: '', codes: [] },
    R: { percent: '', codes: [] },
    SR: { percent: '', codes: [] },
    SSR: { percent: '', codes: [] },
  },
};

export function BoxForm({ designs, onListed }: { designs: AdminNftItem[]; onListed: () => void }) {
  const adding = useAddForm({
    empty: EMPTY,
    problemsOf: boxProblems,
    send: async (f) => {
      const listed = await listNftBox(boxRequest(f, Date.now()));
      onListed();
      return listed;
    },
    refusalsAt: BOX_REFUSALS_AT,
  });
  const { form, edit, set, shown } = adding;
  const [uploading, setUploading] = useState(false);
  const busy = adding.saving || uploading;
  const setPercent = (r: Rarity, percent: string) =>
    edit({ ...form, tiers: { ...form.tiers, [r]: { ...form.tiers[r], percent } } });
  const toggle = (r: Rarity, code: string, on: boolean) => {
    const codes = form.tiers[r].codes.filter((c) => c !== code);
    edit({ ...form, tiers: { ...form.tiers, [r]: { ...form.tiers[r], codes: on ? [...codes, code] : codes } } });
  };

  const upload = (e: { target: HTMLInputElement }) =>
    uploadPicked(e, 'image', {
      busy: setUploading,
      error: adding.setError,
      uploaded: (url) => adding.setForm((f) => ({ ...f, cover: url })),
    });

  const total = percentOf(totalBps(form));
  const nameOf = (code: string) => designs.find((d) => d.code === code)?.name ?? code;
  const boxes = grouped(form.boxes.trim());
  const name = form.name.trim();
  const price = form.price.trim();

  return (
    <form className="card" onSubmit={adding.submit} noValidate aria-labelledby="list-box">
      <h2 id="list-box">
        <Trans>List a blind box series</Trans>
      </h2>
      {adding.done ? <ListedNote listed={adding.done} /> : null}
      <Field label={<Trans>Name</Trans>} problem={shown('name')}>
        {(id, marks) => <input id={id} {...marks} value={form.name} onChange={set('name')} maxLength={80} />}
      </Field>
      <Field
        label={<Trans>Cover picture</Trans>}
        problem={shown('cover')}
        hint={form.cover ? <Trans>Uploaded</Trans> : uploading ? <Trans>Uploading…</Trans> : null}
      >
        {(id, marks) => <input id={id} {...marks} type="file" accept="image/*" onChange={upload} disabled={busy} />}
      </Field>
      <Field label={<Trans>Price per box (USDT)</Trans>} problem={shown('price')}>
        {(id, marks) => <input id={id} {...marks} inputMode="decimal" value={form.price} onChange={set('price')} />}
      </Field>
      <Field label={<Trans>Number of boxes</Trans>} problem={shown('boxes')}>
        {(id, marks) => <input id={id} {...marks} inputMode="numeric" value={form.boxes} onChange={set('boxes')} />}
      </Field>
      <Field label={<Trans>Days on sale (from now)</Trans>} problem={shown('days')}>
        {(id, marks) => <input id={id} {...marks} inputMode="numeric" value={form.days} onChange={set('days')} />}
      </Field>
      {RARITIES.map((r) => (
        <TierFields
          key={r}
          rarity={r}
          tier={form.tiers[r]}
          designs={designs.filter((d) => d.rarity === r)}
          problem={shown(r)}
          onPercent={(percent) => setPercent(r, percent)}
          onToggle={(code, on) => toggle(r, code, on)}
        />
      ))}
      <p>
        <Trans>Chances together: {total} %</Trans>
      </p>
      {shown('total') ? (
        <p className="field-error" role="alert">
          {shown('total')}
        </p>
      ) : null}
      <ConfirmStep
        flow={adding}
        question={
          <Trans>
            List {boxes} boxes of {name} at {price} USDT each?
          </Trans>
        }
        submit={<Trans>List the series</Trans>}
        confirm={adding.saving ? <Trans>Listing…</Trans> : <Trans>Confirm and list</Trans>}
        busy={busy}
      >
        <ul className="plain">
          {boxOdds(form).map((o) => {
            const percent = percentOf(o.bps);
            const among = o.codes.map(nameOf).join(', ');
            const rarity = o.rarity;
            return (
              <li key={rarity}>
                <Trans>
                  {rarity}: {percent} %, drawn among {among}
                </Trans>
              </li>
            );
          })}
        </ul>
      </ConfirmStep>
      <ErrorNote text={adding.error} />
    </form>
  );
}

/** One rarity's chance and the box designs of that rarity to choose among. */
function TierFields({
  rarity,
  tier,
  designs,
  problem,
  onPercent,
  onToggle,
}: {
  rarity: Rarity;
  tier: BoxTier;
  designs: AdminNftItem[];
  problem: string | null;
  onPercent: (percent: string) => void;
  onToggle: (code: string, on: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="box-tier">
      <legend>{t`Rarity ${rarity}`}</legend>
      <Field label={<Trans>Chance of {rarity} (%)</Trans>} problem={problem}>
        {(id, marks) => (
          <input
            id={id}
            {...marks}
            inputMode="decimal"
            value={tier.percent}
            onChange={(e) => onPercent(e.target.value)}
          />
        )}
      </Field>
      {designs.length === 0 ? (
        <p className="muted">
          <Trans>No box designs of this rarity yet.</Trans>
        </p>
      ) : (
        designs.map((d) => (
          <label key={d.code} className="check">
            <input
              type="checkbox"
              checked={tier.codes.includes(d.code)}
              onChange={(e) => onToggle(d.code, e.target.checked)}
            />
            {d.name} <span className="mono muted">{d.code}</span>
          </label>
        ))
      )}
    </fieldset>
  );
}

/** The series listed: its code and the commitment published before its first box is sold. */
function ListedNote({ listed: { code, commitment } }: { listed: AdminNftBox }) {
  return (
    <p role="status" className="ok-note">
      <Trans>
        {code} is on sale. Commitment: {commitment}
      </Trans>
    </p>
  );
}
