// The durations offered with their published payout ratios and stake limits (GET
// /microtrade/seconds). Kept for the visit once loaded, so the screen shows them at once when
// opened again; each opening still asks for them quietly, and so does a refused stake.
import { useCallback, useEffect, useState } from 'react';
import type { OptionDuration } from '../../../../../contract/options';
import { getOptionDurations } from '../../../../api/options';

let kept: OptionDuration[] | null = null;

export function useDurations() {
  const [durations, setDurations] = useState<OptionDuration[] | null>(kept);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(
    (): Promise<OptionDuration[] | null> =>
      getOptionDurations({ quiet: true, background: true }).then(
        (list) => {
          kept = [...list].sort((a, b) => a.seconds - b.seconds);
          setDurations(kept);
          setFailed(false);
          return kept;
        },
        () => {
          // Durations already shown stay; only a screen with none says it failed.
          setFailed(true);
          return null;
        },
      ),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const retry = useCallback(() => {
    setFailed(false);
    void reload();
  }, [reload]);

  return { durations, failed: failed && durations === null, retry, reload };
}
