import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { Problem } from '../../contract/validators';

/** Turns a validator's Problem into text in the current language (null stays null). */
export function useProblemText(): (problem: Problem | null | undefined) => string | null {
  // Not named `i18n`: the extractor would read `i18n._(…)` with a spread as a message and fail.
  const { i18n: lingui } = useLingui();
  return useCallback(
    (problem) => (problem ? lingui._(problem.message.id, problem.values, { message: problem.message.message }) : null),
    [lingui],
  );
}
