// The product's state for this user (GET /microtrade/terms): offered or switched off by the
// operator, and whether the risk disclosure was accepted. Asked again when the user changes
// (login, logout) and after a refused stake (the operator may just have switched it off).
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OptionTerms } from '../../../../../contract/options';
import { getOptionTerms } from '../../../../api/options';
import { session } from '../../../../state/session';

export function useOptionTerms() {
  const { token } = useSnapshot(session);
  const [terms, setTerms] = useState<OptionTerms | null>(null);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another user has terms of their own
  const reload = useCallback(
    (): Promise<OptionTerms | null> =>
      getOptionTerms({ quiet: true, background: true }).then(
        (t) => {
          setTerms(t);
          setFailed(false);
          return t;
        },
        () => {
          setFailed(true);
          return null;
        },
      ),
    [token],
  );

  useEffect(() => {
    setTerms(null);
    setFailed(false);
    void reload();
  }, [reload]);

  const retry = useCallback(() => {
    setFailed(false);
    void reload();
  }, [reload]);

  return { terms, failed: failed && terms === null, retry, reload, set: setTerms };
}
