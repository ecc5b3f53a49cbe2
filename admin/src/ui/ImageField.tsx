// An image reference (a path or an http(s) address) with an upload button that fills it in.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { uploadImage } from '../api/calls';
import { errorText } from '../api/client';
import { ErrorNote } from './states';

export function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="image-field">
      <label>
        {label}
        <input value={value} onChange={(e) => onChange(e.target.value)} placeholder="/upload/… https://…" />
      </label>
      <label className="upload">
        {busy ? <Trans>Uploading…</Trans> : <Trans>Upload an image</Trans>}
        <input type="file" accept="image/*" onChange={(e) => upload(e.target.files?.[0])} disabled={busy} />
      </label>
      {value ? <img src={value} alt="" className="thumb" /> : null}
      <ErrorNote text={error} />
    </div>
  );
}
