// The reader's own trader centre (issue 36, spec §2 copytrade/trader): the application to be a
// trader (nickname, bio, profit share, the agreement) and its state — under review, rejected with
// the operator's note (and a new application), or approved: then the trader's settings, a link to
// the public profile, and their followers.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { TraderApplication } from '../../../contract/copy';
import { useInstantText } from '../../app/useInstantText';
import { formatSigned } from '../../lib/options';
import { session } from '../../state/session';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { DelayedSpinner } from '../../ui/Spinner';
import { ApplyForm } from './ApplyForm';
import { APPLICATION_LABELS, MODE_LABELS, traderPath } from './labels';
import { Figure } from './parts';
import { TraderSettings } from './TraderSettings';
import { useApplication, useFollowers } from './useCopyData';
import './copy.css';

export default function TraderCentre() {
  const { loaded, reload } = useApplication();
  const [app, setApp] = useState<TraderApplication | null>(null);
  useEffect(() => {
    if (loaded.state === 'ready') setApp(loaded.data);
  }, [loaded]);
  return (
    <div className="page copy-page">
      <NavBar title={<Trans>Trader centre</Trans>} />
      {app ? (
        <Centre app={app} onChange={setApp} />
      ) : loaded.state === 'loading' || loaded.state === 'ready' ? (
        <DelayedSpinner delay={200} />
      ) : (
        <LoadError onRetry={reload} />
      )}
    </div>
  );
}

function Centre({ app, onChange }: { app: TraderApplication; onChange: (a: TraderApplication) => void }) {
  const { i18n } = useLingui();
  const when = useInstantText();
  const { user } = useSnapshot(session);
  const applied = app.applied_at === null ? null : when(app.applied_at);
  const decided = app.decided_at === null ? null : when(app.decided_at);
  const note = app.note;
  return (
    <>
      {app.state !== null && (
        <section className="card" data-testid="application-state" data-state={app.state}>
          <h2>
            <Trans>Your application</Trans>
          </h2>
          <p className={`copy-state state-${app.state}`}>{i18n._(APPLICATION_LABELS[app.state])}</p>
          {applied !== null && (
            <p className="field-hint">
              <Trans>Applied {applied}</Trans>
              {decided !== null && (
                <>
                  {' · '}
                  <Trans>decided {decided}</Trans>
                </>
              )}
            </p>
          )}
          {note && (
            <p data-testid="application-note">
              <Trans>Note from the review: {note}</Trans>
            </p>
          )}
          {app.state === 'pending' && (
            <p className="field-hint">
              <Trans>An operator reviews it; you are told when it is decided.</Trans>
            </p>
          )}
        </section>
      )}
      {app.state === null || app.state === 'rejected' ? (
        <>
          <p className="earn-risk copy-note">
            <Trans>
              Traders' contract positions are copied by their followers. Any verified user who copies nobody may apply;
              your statistics come from your closed positions only and nobody can edit them.
            </Trans>
          </p>
          <ApplyForm before={app.state === 'rejected' ? app : null} onDone={onChange} />
        </>
      ) : app.state === 'approved' ? (
        <>
          {user && (
            <p className="earn-risk copy-note">
              <Link to={traderPath(user.id)}>
                <Trans>Your public profile</Trans> ›
              </Link>
            </p>
          )}
          <TraderSettings app={app} onDone={onChange} />
          <Followers />
        </>
      ) : null}
    </>
  );
}

function Followers() {
  const { i18n } = useLingui();
  const when = useInstantText();
  const list = useFollowers();
  return (
    <section aria-labelledby="followers-title">
      <h2 id="followers-title" className="copy-section-title">
        <Trans>Your followers</Trans>
      </h2>
      <PagedList
        list={list}
        className="copy-list"
        empty={<Trans>Nobody copies you yet.</Trans>}
        failure={<Trans>Your followers could not be loaded. Check your connection and try again.</Trans>}
        row={(f) => (
          <li key={f.follow_id} className="copy-row" data-testid="follower">
            <strong>{f.name}</strong>
            <dl className="copy-grid">
              <Figure label={<Trans>Mode</Trans>}>
                {i18n._(MODE_LABELS[f.type])} · {f.type === 1 ? `${f.number}×` : f.number}
              </Figure>
              <Figure label={<Trans>Open copies</Trans>}>{f.open_copies}</Figure>
              <Figure label={<Trans>Closed copies P&L</Trans>}>{formatSigned(f.closed_profits)}</Figure>
              <Figure label={<Trans>Following since</Trans>}>{when(f.created_at)}</Figure>
            </dl>
          </li>
        )}
      />
    </section>
  );
}
