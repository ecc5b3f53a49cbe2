import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** A spinner that appears only after `delay` ms, so fast loads never flash one (spec §9: 200 ms). */
export function DelayedSpinner({ delay }: { delay: number }) {
  const [visible, setVisible] = useState(delay === 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
