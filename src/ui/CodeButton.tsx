// "Send code" beside a code field: asks the server to send a code, then counts down 60 s (the
// server's per-destination limit) before it can be pressed again. Offline it is disabled (the
// form's submit says why).
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOnline } from '../app/useOnline';

export const CODE_RESEND_SECONDS = 60;

export function CodeButton({ send, disabled }: { send: () => Promise<unknown>; disabled?: boolean }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const press = async () => {
    setBusy(true);
    try {
      await send();
      setLeft(CODE_RESEND_SECONDS);
    } catch {
      // The API client has already shown why; the button is free to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="field-addon code-button"
      onClick={press}
      disabled={disabled || busy || left > 0 || !online}
    >
      {left > 0 ? <Trans>Resend in {left} s</Trans> : <Trans>Send code</Trans>}
    </button>
  );
}
