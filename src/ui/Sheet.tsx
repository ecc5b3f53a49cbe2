// A bottom sheet: a modal panel over a dimmed screen, for a picker or a confirmation. Escape, the
// close button or a tap on the dim closes it. It is not put in the browser's top layer (a native
// modal <dialog>), so the app's toasts still show above it.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Sheet({
  open,
  title,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent that passes a new function on every render does not re-run
  // the effect below (which would move the focus each time).
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    // Focus moves into the sheet and back to where it was when it closes.
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="sheet-layer">
      {/* The dim behind the panel: a tap closes (the close button is the one for keyboards). */}
      <button type="button" className="sheet-dim" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        className={`sheet${className ? ` ${className}` : ''}`}
      >
        <header className="sheet-head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="sheet-body">{children}</div>
      </div>
    </div>
  );
}
