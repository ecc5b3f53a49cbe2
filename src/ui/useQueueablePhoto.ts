// A picture for a form that can wait in the upload queue (src/state/uploader.ts): uploaded at once
// when online, its URL going with the form; offline, or when the upload found no network, kept as
// a file for the submit to queue with the form. A refusal (e.g. not an image) drops it.
import { useState } from 'react';
import { upload } from '../api/common';
import { isRetryable } from '../state/uploader';

type Options = {
  /** Readies the chosen file for upload and the queue (e.g. scales a large photo down). */
  prepare?: (file: File) => Promise<Blob>;
};

export function useQueueablePhoto({ prepare }: Options = {}) {
  /** The uploaded file's URL ('' while it is not on the server). */
  const [url, setUrl] = useState('');
  /** The chosen picture itself, for the queue when it could not be uploaded (or the form not sent). */
  const [file, setFile] = useState<Blob | null>(null);
  const [fileName, setFileName] = useState('');
  /** Counts the pictures chosen: a new one makes a new request (see the forms' request ids). */
  const [picks, setPicks] = useState(0);
  /** A new key empties the picker (its preview) once the picture has gone into the queue. */
  const [key, setKey] = useState(0);

  /** The ImagePicker's `upload`: '' when the picture waits on the device. */
  const pick = async (chosen: File, onProgress: (sent: number) => void): Promise<string> => {
    const blob = prepare ? await prepare(chosen) : chosen;
    setFile(blob);
    setFileName(chosen.name);
    setPicks((n) => n + 1);
    if (!navigator.onLine) return '';
    try {
      return await upload(blob, { onProgress });
    } catch (err) {
      if (isRetryable(err)) return '';
      setFile(null);
      throw err;
    }
  };

  const reset = () => {
    setUrl('');
    setFile(null);
    setKey((k) => k + 1);
  };

  return {
    url,
    file,
    fileName,
    picks,
    key,
    /** Chosen: on the server, or on the device for the queue. */
    chosen: Boolean(url || file),
    /** Props for an ImagePicker. */
    picker: { value: url, onChange: setUrl, upload: pick },
    reset,
  };
}
