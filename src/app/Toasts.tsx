import { useSnapshot } from 'valtio';
import { ui } from '../state/ui';

/** Toasts and the slow-request indicator, above every screen. */
export function Overlays() {
  const { toasts, slowRequests } = useSnapshot(ui);
  return (
    <>
      {slowRequests > 0 && <div className="loading-bar" role="progressbar" aria-busy="true" />}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast" role="status">
            {toast.text}
          </div>
        ))}
      </div>
    </>
  );
}
