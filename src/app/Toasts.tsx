import { useSnapshot } from 'valtio';
import { ui } from '../state/ui';
import { UpdateBanner } from './UpdateBanner';

/** Toasts, the slow-request indicator and the new-version offer, above every screen. */
export function Overlays() {
  const { toasts, slowRequests } = useSnapshot(ui);
  return (
    <>
      {slowRequests > 0 && <div className="loading-bar" role="progressbar" aria-busy="true" />}
      <UpdateBanner />
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
