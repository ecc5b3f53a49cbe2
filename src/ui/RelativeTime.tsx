// A past instant as people say it (spec §9): "just now", "5 minutes ago", "3 hours ago",
// "2 days ago", or the date once it is 30 days old. Ticks once a minute so an open screen stays right.
import { Plural, Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../contract/locales';
import { MINUTE_MS, relativeTime } from '../lib/relativeTime';
import { session } from '../state/session';

/** `ms`: the instant (epoch milliseconds); `now` fixes the present (tests, stories). */
export function RelativeTime({ ms, now }: { ms: number; now?: number }) {
  const { lang } = useSnapshot(session);
  const [tick, setTick] = useState(() => Date.now());

  useEffect(() => {
    if (now !== undefined) return;
    const timer = setInterval(() => setTick(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [now]);

  const at = new Date(ms);
  const valid = Number.isFinite(at.getTime());
  const full = valid
    ? new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(at)
    : undefined;
  const r = relativeTime(ms, now ?? tick);
  const n = 'n' in r ? r.n : 0;

  let text: ReactNode;
  switch (r.kind) {
    case 'justNow':
      text = <Trans>just now</Trans>;
      break;
    case 'minutes':
      text = <Plural value={n} one="# minute ago" other="# minutes ago" />;
      break;
    case 'hours':
      text = <Plural value={n} one="# hour ago" other="# hours ago" />;
      break;
    case 'days':
      text = <Plural value={n} one="# day ago" other="# days ago" />;
      break;
    case 'date':
      text = valid ? new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium' }).format(r.date) : '—';
      break;
  }

  return (
    <time dateTime={valid ? at.toISOString() : undefined} title={full}>
      {text}
    </time>
  );
}
