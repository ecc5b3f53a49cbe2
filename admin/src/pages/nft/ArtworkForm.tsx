// Adding an artwork the platform holds: its file first (a picture or GIF, a sound or a video,
// checked by its bytes on the server; sound and video need a cover picture too), then its name,
// artist, collection, rarity, the creator's royalty on resales and its English description.
// Confirmed before it is made; the server audits it. It can then be listed below, or, marked as a
// box design, drawn from a blind box series (./BoxForm) instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminNftItem } from '../../../../contract/nft';
import { addNftArtwork, nftArtists } from '../../api/calls';
import { Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import { useAddForm } from '../../ui/useAddForm';
import { useLoad } from '../../ui/useLoad';
import {
  ARTWORK_REFUSALS_AT,
  artworkProblems,
  artworkRequest,
  type ArtworkForm as Form,
  type MediaKind,
} from './artwork';
import { ConfirmStep } from './ConfirmStep';
import { uploadPicked } from './upload';

const EMPTY: Form = {
  name: '',
  artist: '',
  collection: '',
  rarity: 'R',
  royalty: '5',
  kind: 'image',
  media: '',
  cover: '',
  description: '',
  design: false,
};

export function ArtworkForm({
  artistsVersion,
  onAdded,
}: {
  /** Raised when an artist is added (./ArtistForm), so the artists are loaded again and offered. */
  artistsVersion: number;
  onAdded: (added: AdminNftItem) => void;
}) {
  const { t } = useLingui();
  const artists = useLoad(() => nftArtists(), [artistsVersion]);
  const adding = useAddForm({
    empty: EMPTY,
    problemsOf: artworkProblems,
    send: async (f) => onAdded(await addNftArtwork(artworkRequest(f))),
    refusalsAt: ARTWORK_REFUSALS_AT,
  });
  const { form, edit, shown } = adding;
  const [uploading, setUploading] = useState<'media' | 'cover' | null>(null);
  const busy = adding.saving || uploading !== null;
  // Another kind of file: the uploads made for the last one no longer fit.
  const set = (k: keyof Form) => (e: { target: { value: string } }) =>
    edit({ ...form, [k]: e.target.value, ...(k === 'kind' ? { media: '', cover: '' } : {}) });

  const upload = (which: 'media' | 'cover', kind: MediaKind) => (e: { target: HTMLInputElement }) =>
    uploadPicked(e, kind, {
      busy: (on) => setUploading(on ? which : null),
      error: adding.setError,
      uploaded: (url) => adding.setForm((f) => ({ ...f, [which]: url })),
    });

  return (
    <form className="card" onSubmit={adding.submit} noValidate aria-labelledby="add-artwork">
      <h2 id="add-artwork">
        <Trans>Add an artwork</Trans>
      </h2>
      <Field label={<Trans>Kind of file</Trans>} problem={null}>
        {(id) => (
          <select id={id} value={form.kind} onChange={set('kind')}>
            <option value="image">{t`Picture or GIF`}</option>
            <option value="audio">{t`Sound`}</option>
            <option value="video">{t`Video`}</option>
          </select>
        )}
      </Field>
      <Field
        label={<Trans>File</Trans>}
        problem={shown('media')}
        hint={form.media ? <Trans>Uploaded</Trans> : uploading === 'media' ? <Trans>Uploading…</Trans> : null}
      >
        {(id, marks) => <input id={id} {...marks} type="file" onChange={upload('media', form.kind)} disabled={busy} />}
      </Field>
      {form.kind !== 'image' ? (
        <Field
          label={<Trans>Cover picture</Trans>}
          problem={shown('cover')}
          hint={form.cover ? <Trans>Uploaded</Trans> : uploading === 'cover' ? <Trans>Uploading…</Trans> : null}
        >
          {(id, marks) => (
            <input
              id={id}
              {...marks}
              type="file"
              accept="image/*"
              onChange={upload('cover', 'image')}
              disabled={busy}
            />
          )}
        </Field>
      ) : null}
      <Field label={<Trans>Name</Trans>} problem={shown('name')}>
        {(id, marks) => <input id={id} {...marks} value={form.name} onChange={set('name')} maxLength={80} />}
      </Field>
      <Field label={<Trans>Artist</Trans>} problem={shown('artist')}>
        {(id, marks) => (
          <select id={id} {...marks} value={form.artist} onChange={set('artist')}>
            <option value="">{t`Choose an artist`}</option>
            {(artists.data ?? []).map((a) => (
              <option key={a.uid} value={a.uid}>
                {a.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<Trans>Collection</Trans>} problem={null}>
        {(id) => <input id={id} value={form.collection} onChange={set('collection')} maxLength={80} />}
      </Field>
      <Field label={<Trans>Rarity</Trans>} problem={null}>
        {(id) => (
          <select id={id} value={form.rarity} onChange={set('rarity')}>
            {['N', 'R', 'SR', 'SSR'].map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<Trans>Creator’s royalty on resales (%)</Trans>} problem={shown('royalty')}>
        {(id, marks) => <input id={id} {...marks} inputMode="decimal" value={form.royalty} onChange={set('royalty')} />}
      </Field>
      <Field label={<Trans>Description (English)</Trans>} problem={shown('description')}>
        {(id, marks) => (
          <textarea
            id={id}
            {...marks}
            value={form.description}
            onChange={set('description')}
            rows={3}
            maxLength={2000}
          />
        )}
      </Field>
      <label className="check">
        <input type="checkbox" checked={form.design} onChange={(e) => edit({ ...form, design: e.target.checked })} />
        <Trans>Box design (drawn from blind boxes, never sold itself)</Trans>
      </label>
      <ConfirmStep
        flow={adding}
        question={
          form.design ? (
            <Trans>Add {form.name} to the platform’s box designs?</Trans>
          ) : (
            <Trans>Add {form.name} to the platform’s artworks?</Trans>
          )
        }
        submit={<Trans>Add</Trans>}
        confirm={<Trans>Confirm and add</Trans>}
        busy={busy}
      />
      <ErrorNote text={adding.error} />
    </form>
  );
}
