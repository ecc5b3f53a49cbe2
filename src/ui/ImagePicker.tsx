// Picks one image from the album or camera (spec §9: single image, original or compressed) and
// uploads it at once; shows the picture, how much of it has been sent, and a retry when it failed.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { UploadProgress } from './UploadProgress';

type Props = {
  label: ReactNode;
  /** The uploaded file's URL ('' when none yet). */
  value: string;
  onChange: (url: string) => void;
  /** Uploads the file, telling `onProgress` the share sent (0…1) as it goes. */
  upload: (file: File, onProgress: (sent: number) => void) => Promise<string>;
  error?: string | null;
};

export function ImagePicker({ label, value, onChange, upload, error }: Props) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const [pending, setPending] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  /** The share of the file sent (0…1), null until the browser reports. */
  const [sent, setSent] = useState<number | null>(null);

  const send = async (file: File) => {
    setPending(file);
    setPreview(URL.createObjectURL(file));
    setState('uploading');
    setSent(null);
    try {
      onChange(await upload(file, setSent));
      setState('idle');
      setPending(null);
    } catch {
      setState('failed');
    }
  };

  const shown = preview || value;
  return (
    <div className={`field image-picker${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="image-picker-box">
        {shown ? (
          <img src={shown} alt="" />
        ) : (
          <span className="image-picker-plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="image-picker-label">{label}</span>
        {state === 'uploading' && (
          <span className="image-picker-state" role="status">
            <UploadProgress sent={sent} />
          </span>
        )}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="visually-hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      {state === 'failed' && pending && (
        <button type="button" className="link-button" onClick={() => void send(pending)}>
          <Trans>Upload failed. Tap to retry</Trans>
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
