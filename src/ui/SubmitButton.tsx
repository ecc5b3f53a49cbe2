import type { ReactNode } from 'react';

/** The form's main button; busy while its request runs, so it cannot be sent twice. */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="button button-block" disabled={busy || disabled} aria-busy={busy}>
      {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
