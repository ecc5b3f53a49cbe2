// Leaves a guarded screen, then ends the session. Done the other way round, the login guard of the
// screen still on display would see the token go and say "please log in first" before the new
// screen replaces it (the route change is committed later than the store change).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** → leave(to, action): goes to `to` (replacing this screen) and runs `action` once this screen is gone. */
export function useLeaveThen(): (to: string, action: () => void) => void {
  const navigate = useNavigate();
  const pending = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      const action = pending.current;
      pending.current = null;
      action?.();
    },
    [],
  );

  return useCallback(
    (to: string, action: () => void) => {
      pending.current = action;
      void navigate(to, { replace: true });
    },
    [navigate],
  );
}
