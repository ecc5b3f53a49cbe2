import { useState } from 'react';
import { useRefusalField } from './ConfirmIdentity';

/**
 * Sending a security change made after "confirm it's you": busy while it goes and after it is done
 * (the screen moves on). A refusal is shown by the API client and the form keeps what was typed; one
 * for want of the confirmation (it ran out meanwhile) asks for it again.
 */
export function useSecuritySend(reverify: () => void) {
  const fieldOf = useRefusalField();
  const [busy, setBusy] = useState(false);

  const send = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } catch (err) {
      setBusy(false);
      if (fieldOf(err) === 'verify') reverify();
    }
  };

  return { busy, send };
}
