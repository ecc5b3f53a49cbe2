// Adding an artist an artwork can then be credited to (./ArtworkForm offers them at once): their
// picture first, then their name and their introduction in English and, if given, in Chinese.
// Confirmed before it is made; the server makes the artist's id from the name and audits it.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { AdminNftArtist } from '../../../../contract/nft';
import { addNftArtist } from '../../api/calls';
import { errorText } from '../../api/client';
import { Field } from '../../ui/FormParts';
import { ErrorNote } from '../../ui/states';
import { artistProblems, artistRequest, type ArtistForm as Form, NAME_MAX } from './artist';
import { ConfirmStep } from './ConfirmStep';
import { uploadPicked } from './upload';

const EMPTY: Form = { name: '', avatar: '', en: '', zh: '' };

export function ArtistForm({ onAdded }: { onAdded: (added: AdminNftArtist) => void }) {
  const { t } = useLingui();
  const [form, setForm] = useState<Form>(EMPTY);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'avatar' | 'save' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<AdminNftArtist | null>(null);
  const problems = artistProblems(form);
  const shown = (k: keyof Form) => (tried && problems[k] ? t(problems[k]) : null);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    setConfirming(false);
  };

  const upload = (e: { target: HTMLInputElement }) =>
    uploadPicked(e, 'image', {
      busy: (on) => setBusy(on ? 'avatar' : null),
      error: setError,
      uploaded: (url) => setForm((f) => ({ ...f, avatar: url })),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setAdded(null);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const save = async () => {
    setBusy('save');
    setError(null);
    try {
      const artist = await addNftArtist(artistRequest(form));
      setAdded(artist);
      setForm(EMPTY);
      setTried(false);
      setConfirming(false);
      onAdded(artist);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const name = form.name.trim();
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="add-artist">
      <h2 id="add-artist">
        <Trans>Add an artist</Trans>
      </h2>
      {added ? <AddedNote added={added} /> : null}
      <Field
        label={<Trans>Picture</Trans>}
        problem={shown('avatar')}
        hint={form.avatar ? <Trans>Uploaded</Trans> : busy === 'avatar' ? <Trans>Uploading…</Trans> : null}
      >
        {(id) => <input id={id} type="file" accept="image/*" onChange={upload} disabled={busy !== null} />}
      </Field>
      <Field label={<Trans>Name</Trans>} problem={shown('name')}>
        {(id) => <input id={id} value={form.name} onChange={set('name')} maxLength={NAME_MAX} />}
      </Field>
      <Field label={<Trans>Introduction (English)</Trans>} problem={shown('en')}>
        {(id) => <textarea id={id} value={form.en} onChange={set('en')} rows={3} maxLength={2000} />}
      </Field>
      <Field
        label={<Trans>Introduction (Chinese)</Trans>}
        problem={null}
        hint={<Trans>Optional: customers reading Chinese are shown the English one without it.</Trans>}
      >
        {(id) => <textarea id={id} value={form.zh} onChange={set('zh')} rows={3} maxLength={2000} />}
      </Field>
      <ConfirmStep
        confirming={confirming}
        question={<Trans>Add the artist {name}?</Trans>}
        submit={<Trans>Add</Trans>}
        confirm={<Trans>Confirm and add</Trans>}
        busy={busy !== null}
        onConfirm={save}
        onBack={() => setConfirming(false)}
      />
      <ErrorNote text={error} />
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
