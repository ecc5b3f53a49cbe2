import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { Problem } from '../../contract/validators';

/** Turns a validator's Problem into text in the current language (null stays null). */
export function useProblemText(): (problem: Problem | null | undefined) => string | null {
  const { i18n } = useLingui();
  return useCallback((problem) => (problem ? i18n._({ ...problem.message, values: problem.values }) : null), [i18n]);
}
