// "Security activity" of the devices screen (/user/security_log): the account's logins and security
// changes, newest first, ten at a time, each with what happened, when, from which IP and device.
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { SecurityEvent } from '../../../contract/auth';
import { getSecurityLog } from '../../api/auth';
import { PAGE_SIZE, usePagedList } from '../../app/usePagedList';
import { PagedFooter } from '../../ui/PagedFooter';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { securityEventLabel } from './security-events';
import { describeUserAgent } from './security-format';

export function SecurityActivity() {
  const fetchPage = useCallback((page: number) => getSecurityLog(page, PAGE_SIZE, { quiet: true }), []);
  const { rows, done, failed, retry, more } = usePagedList<SecurityEvent>(fetchPage);
  const failure = <Trans>The security activity could not be loaded. Check your connection and try again.</Trans>;

  return (
    <section aria-labelledby="security-activity" data-testid="security-activity">
      <h2 className="section-title" id="security-activity">
        <Trans>Security activity</Trans>
      </h2>
      {rows === null && !failed ? <DelayedSpinner delay={200} /> : null}
      {rows !== null && rows.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>No security activity yet</Trans>
          </p>
        </div>
      ) : null}
      {rows && rows.length > 0 ? (
        <ul className="device-list">
          {rows.map((e) => (
            <ActivityRow key={e.id} event={e} />
          ))}
        </ul>
      ) : null}
      <PagedFooter
        count={rows?.length ?? 0}
        done={done}
        failed={failed}
        failure={failure}
        onRetry={retry}
        onMore={more}
      />
    </section>
  );
}

function ActivityRow({ event }: { event: SecurityEvent }) {
  const { i18n } = useLinguiCore();
  const { browser, os } = describeUserAgent(event.user_agent);
  const device = browser && os ? `${browser} · ${os}` : (browser ?? os);
  return (
    <li className="card device-card" data-kind={event.kind}>
      <div className="device-title">
        <span>{i18n._(securityEventLabel(event.kind))}</span>
      </div>
      <dl className="device-meta">
        <dt>
          <Trans>Time</Trans>
        </dt>
        <dd>
          <RelativeTime ms={event.created_at} />
        </dd>
        <dt>
          <Trans>IP address</Trans>
        </dt>
        <dd>{event.ip || '—'}</dd>
        <dt>
          <Trans>Device</Trans>
        </dt>
        <dd>{device ?? <Trans>Unknown device</Trans>}</dd>
      </dl>
    </li>
  );
}
