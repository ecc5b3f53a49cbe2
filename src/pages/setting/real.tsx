// Identity verification (spec §2 real, §3 verification types, §4 states, §5, §6 levels). Shows what
// each level allows and its state, then what the user can do now: bind phone and e-mail first,
// wait for a review, or fill in the level-1 (document) or level-2 (contact, code, photo) form.
// An operator's decision arrives on the socket ('kyc') and the screen reloads by itself. A form
// sent offline waits in the upload queue (real-queued.tsx), listed here even while offline.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LEVEL_LIMITS, type RealState } from '../../../contract/kyc';
import { LOCALE_TAGS } from '../../../contract/locales';
import { getRealState } from '../../api/user';
import { onRealtime } from '../../realtime/socket';
import { refreshUser } from '../../state/account';
import { session } from '../../state/session';
import { showToast, ui } from '../../state/ui';
import { ListLink } from '../../ui/ListLink';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { useCountryName } from './real-country';
import { LevelOneForm } from './real-level1';
import { LevelTwoForm } from './real-level2';
import { isIdType, levelStatus, StatusBadge, useIdTypeName } from './real-parts';
import { QueuedVerifications, useVerificationQueue, WaitingCard } from './real-queued';
import './real-screens.css';

export default function Real() {
  const [state, setState] = useState<RealState | null>(null);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const loaded = useRef(false);
  const { t } = useLingui();
  const { realtime } = useSnapshot(ui);
  const queue = useVerificationQueue();

  /** background: a refresh of a screen already shown (no indicator; the old state stays on failure). */
  const load = useCallback(async (background: boolean) => {
    const mine = ++seq.current;
    if (!background) setFailed(false);
    try {
      const next = await getRealState({ quiet: !background, background });
      if (mine !== seq.current) return;
      loaded.current = true;
      setState(next);
      setFailed(false);
    } catch {
      if (mine === seq.current && !loaded.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load(false);
    void refreshUser().catch(() => undefined);
  }, [load]);

  // A decision by an operator: reload at once, while the screen is open.
  useEffect(
    () =>
      onRealtime<{ status?: string }>('kyc', (event) => {
        if (event?.status === 'verified') showToast(t`Your identity verification was approved`);
        else if (event?.status === 'failed') showToast(t`Your identity verification failed`);
        void load(true);
        void refreshUser().catch(() => undefined);
      }),
    [load, t],
  );

  // Opened offline: loaded when the network returns. A queued submission sent: its review shows.
  useEffect(() => {
    const onOnline = () => {
      if (!loaded.current) void load(false);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [load]);
  useEffect(() => {
    if (queue.sent > 0) void load(true);
  }, [queue.sent, load]);

  // Events sent while the link was down are not replayed: catch up on (re)connection and when the
  // app comes back to the foreground.
  useEffect(() => {
    if (realtime === 'connected' && loaded.current) void load(true);
  }, [realtime, load]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && loaded.current) void load(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  return (
    <div className="page">
      <NavBar title={<Trans>Identity verification</Trans>} />
      {state ? (
        <RealBody state={state} queue={queue} reload={() => void load(true)} />
      ) : failed ? (
        <LoadError onRetry={() => void load(false)}>
          <Trans>Your verification status could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <DelayedSpinner delay={200} />
      )}
      <QueuedVerifications />
    </div>
  );
}

type Queue = ReturnType<typeof useVerificationQueue>;

function RealBody({ state, queue, reload }: { state: RealState; queue: Queue; reload: () => void }) {
  let action: ReactNode;
  if (state.status === 'review') action = <ReviewCard state={state} />;
  else if (state.level >= 2) action = <DoneCard />;
  else if (!state.contacts_bound) action = <BindFirst />;
  else if (queue.pending) action = <WaitingCard />;
  else {
    const failedHere = state.status === 'failed';
    // What was typed into a submission the server refused from the queue fills the form again.
    const draft = queue.refused?.fields ?? {};
    action = (
      <>
        {failedHere && <FailedCard reason={state.reason} />}
        {state.level === 0 ? (
          <LevelOneForm
            key={queue.refused?.id}
            initialCountry={draft.country ?? (failedHere ? (state.details?.country ?? undefined) : undefined)}
            initialIdType={
              isIdType(draft.id_type)
                ? draft.id_type
                : failedHere && isIdType(state.details?.id_type)
                  ? state.details.id_type
                  : '1'
            }
            initialName={draft.name ?? (failedHere ? (state.details?.name ?? '') : '')}
            initialCardId={draft.card_id}
            onSubmitted={reload}
          />
        ) : (
          <LevelTwoForm initialLinkName={draft.link_name} initialLinkMobile={draft.link_mobile} onSubmitted={reload} />
        )}
      </>
    );
  }
  return (
    <>
      <LevelCard level={1} state={state} />
      <LevelCard level={2} state={state} />
      {action}
    </>
  );
}

function LevelCard({ level, state }: { level: 1 | 2; state: RealState }) {
  const { lang } = useSnapshot(session);
  const number = useMemo(() => new Intl.NumberFormat(LOCALE_TAGS[lang]), [lang]);
  const limits = LEVEL_LIMITS[level];
  const withdraw = `${number.format(Number(limits.withdraw24h))} ${limits.withdrawUnit}`;
  const fiat = `${number.format(Number(limits.fiatPerTrade))} ${limits.fiatUnit}`;
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="real-level-head">
        <h2 id={headingId}>{level === 1 ? <Trans>Lv1 Basic</Trans> : <Trans>Lv2 Advanced</Trans>}</h2>
        <StatusBadge status={levelStatus(state, level)} />
      </div>
      <ul className="real-limits">
        <li>
          <Trans>
            Withdrawals up to <strong>{withdraw}</strong> per 24 hours
          </Trans>
        </li>
        <li>
          <Trans>
            Fiat trades up to <strong>{fiat}</strong> per trade
          </Trans>
        </li>
      </ul>
    </section>
  );
}

function ReviewCard({ state }: { state: RealState }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(session);
  const idTypeName = useIdTypeName();
  const countryName = useCountryName();
  const d = state.details;
  const when = state.submitted_at
    ? new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(state.submitted_at)
    : null;
  const photos = [
    { url: d?.front_pic ?? '', caption: t`Front of the document` },
    { url: d?.reverse_pic ?? '', caption: t`Back of the document` },
    { url: d?.hand_pic ?? '', caption: t`Holding the document` },
  ].filter((p) => p.url);
  const level = state.submitted_level;
  return (
    <section className="card real-review" aria-live="polite">
      <h2>
        <Trans>Under review</Trans>
      </h2>
      <p className="muted real-card-text">
        {level === 2 ? (
          <Trans>Your Lv2 submission is being reviewed. This page updates as soon as a decision is made.</Trans>
        ) : (
          <Trans>Your Lv1 submission is being reviewed. This page updates as soon as a decision is made.</Trans>
        )}
      </p>
      <dl className="real-details">
        {d?.name && (
          <>
            <dt>
              <Trans>Real name</Trans>
            </dt>
            <dd>{d.name}</dd>
          </>
        )}
        {d?.country && (
          <>
            <dt>
              <Trans>Issuing country</Trans>
            </dt>
            <dd>{countryName(d.country)}</dd>
          </>
        )}
        {isIdType(d?.id_type) && (
          <>
            <dt>
              <Trans>Document type</Trans>
            </dt>
            <dd>{idTypeName(d.id_type)}</dd>
          </>
        )}
        {d?.card_id && (
          <>
            <dt>
              <Trans>Document number</Trans>
            </dt>
            <dd>{d.card_id}</dd>
          </>
        )}
        {when && (
          <>
            <dt>
              <Trans>Submitted</Trans>
            </dt>
            <dd>{when}</dd>
          </>
        )}
      </dl>
      {photos.length > 0 && (
        <div className="real-photos">
          {photos.map((p) => (
            <figure key={p.caption}>
              <img src={p.url} alt={p.caption} />
              <figcaption>{p.caption}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}

function DoneCard() {
  return (
    <section className="card real-done">
      <h2>
        <Trans>Fully verified</Trans>
      </h2>
      <p className="muted real-card-text">
        <Trans>You have completed both verification levels. Nothing more is needed.</Trans>
      </p>
    </section>
  );
}

function FailedCard({ reason }: { reason: string | null }) {
  return (
    <section className="card real-failed">
      <h2>
        <Trans>Audit failed</Trans>
      </h2>
      {reason && (
        <p className="real-card-text">
          <Trans>Reason: {reason}</Trans>
        </p>
      )}
      <p className="muted real-card-text">
        <Trans>Please correct your details and submit again.</Trans>
      </p>
    </section>
  );
}

function BindFirst() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  const bound = (yes: boolean | undefined) => (yes === undefined ? undefined : yes ? t`Bound` : t`Not bound`);
  return (
    <>
      <section className="card">
        <h2>
          <Trans>Bind your phone and e-mail first</Trans>
        </h2>
        <p className="muted real-card-text">
          <Trans>
            Identity verification needs both a phone number and an e-mail address bound to your account. Bind the
            missing one, then come back here.
          </Trans>
        </p>
      </section>
      <ul className="list">
        <ListLink
          to="/pages/setting/bindMobile"
          label={t`Bind phone`}
          value={bound(user ? !!user.mobile : undefined)}
        />
        <ListLink to="/pages/setting/bindEmail" label={t`Bind e-mail`} value={bound(user ? !!user.email : undefined)} />
      </ul>
    </>
  );
}
