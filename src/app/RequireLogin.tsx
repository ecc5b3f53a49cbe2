// Spec §6: a guarded page opened without a token says "please log in first" and goes to login
// after 1.2 s.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { showToast } from '../state/ui';
import { REDIRECT_DELAY_MS, ROUTES } from './navigation';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  const message = t`Please log in first`;

  useEffect(() => {
    if (token) return;
    showToast(message);
    const back = encodeURIComponent(pathname + search);
    const timer = setTimeout(() => navigate(`${ROUTES.login}?redirect=${back}`, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token, navigate, message, pathname, search]);

  if (token) return children;
  return (
    <div className="empty-state" role="status">
      <p>{message}</p>
    </div>
  );
}
