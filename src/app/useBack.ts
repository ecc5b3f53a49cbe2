import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one screen. A screen opened directly (link, reload, home-screen shortcut) has no in-app
 * screen behind it, so "back" then goes home instead of leaving the app.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate('/', { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
