// Identity verification (spec §2 real, §3 verification types, §4 states, §5, §6 levels). Shows what
// each level allows and its state, then what the user can do now: bind phone and e-mail first,
// wait for a review, or fill in the level-1 (document) or level-2 (contact, code, photo) form.
// An operator's decision arrives on the socket ('kyc') and the screen reloads by itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ID_TYPES, LEVEL_LIMITS, type RealState } from '../../../contract/kyc';
import { LOCALE_TAGS } from '../../../contract/locales';
import { checkCode, checkIdNumber, checkMobile, checkName } from '../../../contract/validators';
import { sendEmailCode, sendSmsCode } from '../../api/auth';
import { getRealState, submitReal } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { onRealtime } from '../../realtime/socket';
import { refreshUser } from '../../state/account';
import { session } from '../../state/session';
import { showToast, ui } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { ListLink } from '../../ui/ListLink';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { LoadError, levelStatus, StatusBadge } from './real-parts';
import { uploadPhoto } from './real-upload';
import './real-screens.css';

type IdType = keyof typeof ID_TYPES;
const ID_TYPE_KEYS = Object.keys(ID_TYPES) as IdType[];

const isIdType = (value: string | null | undefined): value is IdType =>
  value !== null && value !== undefined && value in ID_TYPES;

function useIdTypeName() {
  const { t } = useLingui();
  return (idType: IdType) => (idType === '1' ? t`ID card` : idType === '2' ? t`Passport` : t`Driver licence`);
}

export default function Real() {
  const [state, setState] = useState<RealState | null>(null);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const loaded = useRef(false);
  const { t } = useLingui();
  const { realtime } = useSnapshot(ui);

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
        <RealBody state={state} reload={() => void load(true)} />
      ) : failed ? (
        <LoadError onRetry={() => void load(false)}>
          <Trans>Your verification status could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <DelayedSpinner delay={200} />
      )}
    </div>
  );
}

function RealBody({ state, reload }: { state: RealState; reload: () => void }) {
  let action: ReactNode;
  if (state.status === 'review') action = <ReviewCard state={state} />;
  else if (state.level >= 2) action = <DoneCard />;
  else if (!state.contacts_bound) action = <BindFirst />;
  else {
    const failedHere = state.status === 'failed';
    action = (
      <>
        {failedHere && <FailedCard reason={state.reason} />}
        {state.level === 0 ? (
          <LevelOneForm
            initialIdType={failedHere && isIdType(state.details?.id_type) ? state.details.id_type : '1'}
            initialName={failedHere ? (state.details?.name ?? '') : ''}
            onSubmitted={reload}
          />
        ) : (
          <LevelTwoForm onSubmitted={reload} />
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

/** A row of mutually exclusive choices: radio buttons with a segmented look and 44 px targets. */
function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="real-choice">
      <legend className="field-label">{label}</legend>
      <div className="segmented">
        {options.map((o) => (
          <label key={o.value} className="real-radio">
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type LevelOneErrors = Partial<Record<'name' | 'cardId' | 'front' | 'reverse', string | null>>;

function LevelOneForm({
  initialIdType,
  initialName,
  onSubmitted,
}: {
  initialIdType: IdType;
  initialName: string;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const idTypeName = useIdTypeName();
  const [idType, setIdType] = useState<IdType>(initialIdType);
  const [name, setName] = useState(initialName);
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState('');
  const [reverse, setReverse] = useState('');
  const [errors, setErrors] = useState<LevelOneErrors>({});
  const [busy, setBusy] = useState(false);
  /** A changed field loses its old error; the others keep theirs until the next submit. */
  const edit =
    (key: keyof LevelOneErrors, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: null } : e));
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: LevelOneErrors = {
      name: text(checkName(name.trim())),
      cardId: text(checkIdNumber(idType, cardId.trim())),
      front: front ? null : t`Please upload the front of the document`,
      reverse: reverse ? null : t`Please upload the back of the document`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const reply = await submitReal({
        real_type: '1',
        id_type: idType,
        name: name.trim(),
        card_id: cardId.trim(),
        front_pic: front,
        reverse_pic: reverse,
      });
      showToast(reply);
      onSubmitted();
    } catch {
      // Shown by the API client; the form keeps what was typed and uploaded.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="real-section-title">
        <Trans>Lv1 basic verification</Trans>
      </h2>
      <p className="muted real-section-intro">
        <Trans>Use your real name exactly as it appears on the document.</Trans>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <Choice
          label={t`Document type`}
          options={ID_TYPE_KEYS.map((k) => ({ value: k, label: idTypeName(k) }))}
          value={idType}
          onChange={(v) => {
            setIdType(v);
            setErrors((e) => ({ ...e, cardId: null }));
          }}
        />
        <Field
          label={t`Real name`}
          autoComplete="name"
          value={name}
          onChange={edit('name', setName)}
          error={errors.name}
        />
        <Field
          label={t`Document number`}
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={40}
          value={cardId}
          onChange={edit('cardId', setCardId)}
          error={errors.cardId}
        />
        <div className="real-photo-pair">
          <ImagePicker
            label={t`Front of the document`}
            value={front}
            onChange={edit('front', setFront)}
            upload={uploadPhoto}
            error={errors.front}
          />
          <ImagePicker
            label={t`Back of the document`}
            value={reverse}
            onChange={edit('reverse', setReverse)}
            upload={uploadPhoto}
            error={errors.reverse}
          />
        </div>
        <SubmitButton busy={busy}>
          <Trans>Submit for review</Trans>
        </SubmitButton>
      </form>
    </>
  );
}

type LevelTwoErrors = Partial<Record<'linkName' | 'linkMobile' | 'code' | 'hand', string | null>>;
type Channel = 'email' | 'sms';

function LevelTwoForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useLingui();
  const text = useProblemText();
  const { user } = useSnapshot(session);
  const [linkName, setLinkName] = useState('');
  const [linkMobile, setLinkMobile] = useState('');
  const [channel, setChannel] = useState<Channel>('email');
  const [code, setCode] = useState('');
  const [hand, setHand] = useState('');
  const [errors, setErrors] = useState<LevelTwoErrors>({});
  const [busy, setBusy] = useState(false);
  const edit =
    (key: keyof LevelTwoErrors, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: null } : e));
    };

  const sendCode = async () => {
    const reply = channel === 'email' ? await sendEmailCode('', 'security') : await sendSmsCode('', '', 'security');
    showToast(reply);
  };

  const destination =
    channel === 'email' ? (user?.email ?? null) : user?.mobile ? `+${user.area_code ?? ''} ${user.mobile}` : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: LevelTwoErrors = {
      linkName: linkName.trim() ? text(checkName(linkName.trim())) : t`Please enter the contact's name`,
      linkMobile: linkMobile.trim()
        ? text(checkMobile(linkMobile.trim(), ''))
        : t`Please enter the contact's phone number`,
      code: text(checkCode(code.trim())),
      hand: hand ? null : t`Please upload a photo of yourself holding the document`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const reply = await submitReal({
        real_type: '2',
        link_name: linkName.trim(),
        link_mobile: linkMobile.trim(),
        link_code: code.trim(),
        hand_pic: hand,
      });
      showToast(reply);
      onSubmitted();
    } catch {
      // Shown by the API client (a wrong code, for one); the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="real-section-title">
        <Trans>Lv2 advanced verification</Trans>
      </h2>
      <p className="muted real-section-intro">
        <Trans>
          Give an emergency contact, confirm with a security code and add a photo of yourself holding your ID.
        </Trans>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t`Emergency contact name`}
          value={linkName}
          onChange={edit('linkName', setLinkName)}
          error={errors.linkName}
        />
        <Field
          label={t`Emergency contact phone`}
          type="tel"
          inputMode="numeric"
          maxLength={15}
          value={linkMobile}
          onChange={edit('linkMobile', (v) => setLinkMobile(v.replace(/\D/g, '')))}
          error={errors.linkMobile}
          hint={t`Digits only, with the country code for a number abroad`}
        />
        <Choice
          label={t`Send the security code to`}
          options={[
            { value: 'email', label: t`E-mail` },
            { value: 'sms', label: t`Phone` },
          ]}
          value={channel}
          onChange={setChannel}
        />
        <CodeField
          label={t`Security code`}
          value={code}
          onChange={edit('code', setCode)}
          send={sendCode}
          error={errors.code}
          hint={destination ? t`The code goes to ${destination}` : undefined}
          resetKey={channel}
        />
        <ImagePicker
          label={t`Photo of you holding your ID`}
          value={hand}
          onChange={edit('hand', setHand)}
          upload={uploadPhoto}
          error={errors.hand}
        />
        <SubmitButton busy={busy}>
          <Trans>Submit for review</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
