// An instant (a settlement, a due date, a recorded tick) as the money screens write it: date and
// time in the reader's language with the time zone named, since an instant is the same everywhere.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../contract/locales';
import { session } from '../state/session';

export function useInstantText() {
  const { lang } = useSnapshot(session);
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    return (ms: number) => f.format(ms);
  }, [lang]);
}
