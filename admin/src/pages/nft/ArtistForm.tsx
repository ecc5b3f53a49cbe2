// Adding an artist an artwork can then be credited to (./ArtworkForm offers them at once): their
// picture first, then their name and their introduction in English and, if given, in Chinese.
// Confirmed before it is made; the server makes the artist's id from the name and audits it.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminNftArtist } from '../../../../contract/nft';
import { addNftArtist } from '../../api/calls';
import { Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import { useAddForm } from '../../ui/useAddForm';
import { artistProblems, artistRequest, type ArtistForm as Form, NAME_MAX } from './artist';
import { ConfirmStep } from './ConfirmStep';
import { uploadPicked } from './upload';

const EMPTY: Form = { name: '', avatar: '', en: '', zh: '' };

export function ArtistForm({ onAdded }: { onAdded: (added: AdminNftArtist) => void }) {
  const adding = useAddForm({
    empty: EMPTY,
    problemsOf: artistProblems,
    send: async (f) => {
      const artist = await addNftArtist(artistRequest(f));
      onAdded(artist);
      return artist;
    },
  });
  const { form, set, shown } = adding;
  const [uploading, setUploading] = useState(false);
  const busy = adding.saving || uploading;

  const upload = (e: { target: HTMLInputElement }) =>
    uploadPicked(e, 'image', {
      busy: setUploading,
      error: adding.setError,
      uploaded: (url) => adding.setForm((f) => ({ ...f, avatar: url })),
    });

  const name = form.name.trim();
  return (
    <form className="card" onSubmit={adding.submit} noValidate aria-labelledby="add-artist">
      <h2 id="add-artist">
        <Trans>Add an artist</Trans>
      </h2>
      {adding.done ? <AddedNote added={adding.done} /> : null}
      <Field
        label={<Trans>Picture</Trans>}
        problem={shown('avatar')}
        hint={form.avatar ? <Trans>Uploaded</Trans> : uploading ? <Trans>Uploading…</Trans> : null}
      >
        {(id, marks) => <input id={id} {...marks} type="file" accept="image/*" onChange={upload} disabled={busy} />}
      </Field>
      <Field label={<Trans>Name</Trans>} problem={shown('name')}>
        {(id, marks) => <input id={id} {...marks} value={form.name} onChange={set('name')} maxLength={NAME_MAX} />}
      </Field>
      <Field label={<Trans>Introduction (English)</Trans>} problem={shown('en')}>
        {(id, marks) => <textarea id={id} {...marks} value={form.en} onChange={set('en')} rows={3} maxLength={2000} />}
      </Field>
      <Field
        label={<Trans>Introduction (Chinese)</Trans>}
        problem={null}
        hint={<Trans>Optional: customers reading Chinese are shown the English one without it.</Trans>}
      >
        {(id) => <textarea id={id} value={form.zh} onChange={set('zh')} rows={3} maxLength={2000} />}
      </Field>
      <ConfirmStep
        flow={adding}
        question={<Trans>Add the artist {name}?</Trans>}
        submit={<Trans>Add</Trans>}
        confirm={<Trans>Confirm and add</Trans>}
        busy={busy}
      />
      <ErrorNote text={adding.error} />
    </form>
  );
}

/** The artist added, with the id the server made from their name. */
function AddedNote({ added: { name, uid } }: { added: AdminNftArtist }) {
  return (
    <p role="status" className="ok-note">
      <Trans>
        {name} is added ({uid}).
      </Trans>
    </p>
  );
}
