// What the IEO screens share: their paths, the stage badge with its live countdown, the progress
// bar (which may say oversubscribed), the release plan in words, dates in the reader's language,
// and the load failure with Retry.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { IeoProject, IeoTimeStatus } from '../../../contract/ieo';
import { LOCALE_TAGS } from '../../../contract/locales';
import { useNow } from '../../app/useNow';
import { barPercent, countdownOf, nextChangeAt, oversubscribedTimes, percentText, stageAt } from '../../lib/ieo';
import { session } from '../../state/session';

export const IEO_LIST = '/pages/ieo/ieo';
export const IEO_ORDERS = '/pages/ieo/order';
export const subscribePath = (id: number) => `/pages/ieo/subscribe?id=${id}`;

/** The stage of a project now (the server's, moved on by this device's clock as time passes). */
export function useStage(p: Pick<IeoProject, 'time_status' | 'start_at' | 'end_at'>): IeoTimeStatus {
  const now = useNow();
  return stageAt(now, p);
}

/** Dates and times in the reader's language: 'Nov 25, 2026, 9:00 AM'. */
export function useDateTime() {
  const { lang } = useSnapshot(session);
  return useMemo(() => {
    const full = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium' });
    return { when: (ms: number) => full.format(ms), date: (ms: number) => day.format(ms) };
  }, [lang]);
}

function TimeLeft({ ms }: { ms: number }) {
  const { days, clock } = countdownOf(ms);
  return days > 0 ? (
    <Trans>
      {days}d {clock}
    </Trans>
  ) : (
    clock
  );
}

/** Warm-up "Starts in …", in progress "Ends in …" (ticking), or "Ended". */
export function StageBadge({ project: p }: { project: IeoProject }) {
  const now = useNow();
  const stage = stageAt(now, p);
  const at = nextChangeAt(stage, p);
  const left = at === null ? 0 : at - now;
  return (
    <span className={`ieo-stage ieo-stage-${stage}`} data-testid="ieo-stage" data-stage={stage}>
      {stage === 0 ? (
        <Trans>
          Starts in <TimeLeft ms={left} />
        </Trans>
      ) : stage === 1 ? (
        <Trans>
          Ends in <TimeLeft ms={left} />
        </Trans>
      ) : (
        <Trans>Ended</Trans>
      )}
    </span>
  );
}

/** The share of the supply asked for: a bar (full at 100 %), the percentage, and ×N beyond it. */
export function Progress({ project: p }: { project: IeoProject }) {
  const { i18n } = useLingui();
  const width = barPercent(p.percentage);
  const pct = percentText(p.percentage);
  const times = oversubscribedTimes(p.percentage);
  return (
    <div className="ieo-progress">
      <div
        className={`ieo-bar${times ? ' ieo-bar-over' : ''}`}
        role="progressbar"
        aria-label={i18n._(msg`Share of the supply asked`)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={`${pct}%`}
      >
        <span style={{ width: `${width}%` }} />
      </div>
      <p className="ieo-progress-text">
        <span data-testid="ieo-percentage">
          <Trans>{pct}% of the supply asked</Trans>
        </span>
        {times && (
          <strong className="ieo-over" data-testid="ieo-oversubscribed">
            <Trans>Oversubscribed ×{times}</Trans>
          </strong>
        )}
      </p>
    </div>
  );
}

/** "Locked N days after the end, then released in K parts every D days." */
export function ReleasePlan({
  project: p,
}: {
  project: Pick<IeoProject, 'lock_days' | 'release_parts' | 'release_days'>;
}) {
  const lock = p.lock_days;
  const parts = p.release_parts;
  const every = p.release_days;
  // Parts due on the same day (no cycle) are one release in all but name.
  const inParts = parts > 1 && every > 0;
  if (lock > 0)
    return inParts ? (
      <Trans>
        Locked <Plural value={lock} one="# day" other="# days" /> after the end, then released in {parts} parts every{' '}
        <Plural value={every} one="# day" other="# days" />.
      </Trans>
    ) : (
      <Trans>
        Locked <Plural value={lock} one="# day" other="# days" /> after the end, then released in full.
      </Trans>
    );
  return inParts ? (
    <Trans>
      Not locked: released from the end in {parts} parts every <Plural value={every} one="# day" other="# days" />.
    </Trans>
  ) : (
    <Trans>Not locked: released in full at the end.</Trans>
  );
}

/** The failure of a first load, with Retry. */
export function IeoLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-error" role="alert">
      <p>
        <Trans>The projects could not be loaded. Check your connection and try again.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

/** What a subscription risks, said wherever projects are offered. */
export function IeoRiskNote() {
  const id = useId();
  return (
    <section className="earn-risk" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Before you subscribe</Trans>
      </h2>
      <p>
        <Trans>
          A new token may be worth less than its price, and allocated tokens stay locked for a while before they are
          released. The payment is held until the end; what is not spent on your share comes back then. On a
          demonstration server the projects are demo projects.
        </Trans>
      </p>
    </section>
  );
}

/** Whether an operator's link may be opened: https only (never a script or data address). */
export const isSafeLink = (url: string) => /^https:\/\/[^\s]+$/i.test(url.trim());
