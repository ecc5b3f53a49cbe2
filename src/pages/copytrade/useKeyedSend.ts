// A form's send with an Idempotency-Key (DESIGN §4) that is not a money action (applying to be a
// trader, a trader's settings): the same key while the form is unchanged, so a retry after a lost
// answer acts once; a new one once the server has answered or the form changed. A refusal stays
// to be shown beside the button until the next edit.
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client';

export function useKeyedSend<R>(identity: readonly unknown[], send: (key: string) => Promise<R>) {
  const [answered, setAnswered] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's content is the key's identity
  const key = useMemo(() => crypto.randomUUID(), [JSON.stringify(identity), answered]);
  const run = async (): Promise<R | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setRefusal(null);
    try {
      const reply = await send(key);
      setAnswered((n) => n + 1);
      return reply;
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'refused') {
        setAnswered((n) => n + 1);
        setRefusal(err.message);
      }
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { run, busy, refusal, clearRefusal: () => setRefusal(null) };
}
