// Two-factor authentication with an authenticator app (TOTP). Either way "confirm it's you" comes
// first (ADR 16). Off: set up (scan the QR code or type the secret), confirm with a code, then keep
// the ten recovery codes shown once. On: turn it off (the confirmation included its code).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { TotpSetupReply } from '../../../contract/auth';
import { checkCode } from '../../../contract/validators';
import { totpDisable, totpEnable, totpSetup } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { IdentityGate } from './ConfirmIdentity';
import { CopyButton } from './CopyButton';
import { SecurityChangeDone } from './SecurityChangeDone';
import { useCopy } from './security-copy';
import { useSecuritySend } from './security-send';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

/** Where enrolment is; it outlives a refresh of the user, which turns totp_enabled on mid-way. */
type Step = { at: 'start' } | { at: 'scan'; setup: TotpSetupReply } | { at: 'recovery'; codes: string[] };

export default function Totp() {
  const { user, failed, retry } = useUser();
  const [step, setStep] = useState<Step>({ at: 'start' });

  let body: ReactNode;
  if (step.at === 'scan')
    body = (
      <ScanStep
        setup={step.setup}
        onEnabled={(codes) => setStep({ at: 'recovery', codes })}
        onExpired={() => setStep({ at: 'start' })}
      />
    );
  else if (step.at === 'recovery') body = <RecoveryStep codes={step.codes} />;
  else if (!user) body = <UserPending failed={failed} retry={retry} />;
  else
    body = (
      // Leaving the gate (to scan) and coming back asks again: the proof is used up by turning it on.
      <IdentityGate user={user}>
        {(reverify) =>
          user.totp_enabled ? (
            <DisableForm reverify={reverify} />
          ) : (
            <StartStep onSetup={(setup) => setStep({ at: 'scan', setup })} />
          )
        }
      </IdentityGate>
    );

  return (
    <div className="page">
      <NavBar title={<Trans>Two-factor authentication</Trans>} />
      {body}
    </div>
  );
}

function StartStep({ onSetup }: { onSetup: (setup: TotpSetupReply) => void }) {
  const [busy, setBusy] = useState(false);
  const start = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      onSetup(await totpSetup());
    } catch {
      // Shown by the API client.
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={start}>
      <div className="status-line">
        <span>
          <Trans>Status</Trans>
        </span>
        <span className="badge">
          <Trans>Off</Trans>
        </span>
      </div>
      <p className="explain">
        <Trans>
          With two-factor authentication, logging in also needs a 6-digit code from an authenticator app on your phone
          (such as Google Authenticator or Microsoft Authenticator), so a stolen password alone is not enough.
        </Trans>
      </p>
      <SubmitButton busy={busy}>
        <Trans>Set up</Trans>
      </SubmitButton>
    </form>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onExpired,
}: {
  setup: TotpSetupReply;
  onEnabled: (codes: string[]) => void;
  /** The proof of identity ran out meanwhile: back to confirming it. */
  onExpired: () => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal leaves the code, so it can be corrected.
  const { busy, send } = useSecuritySend(onExpired);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = text(checkCode(code.trim()));
    setError(problem);
    if (problem) return;
    await send(async () => {
      const reply = await totpEnable(code.trim());
      onEnabled(reply.recovery_codes);
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ol className="steps">
        <li>
          <Trans>Open your authenticator app and scan this QR code.</Trans>
        </li>
        <li>
          <Trans>Or, if you cannot scan it, enter the key below by hand.</Trans>
        </li>
        <li>
          <Trans>Type the 6-digit code the app shows to turn two-factor authentication on.</Trans>
        </li>
      </ol>
      <div className="qr-box">
        <img src={setup.qrcode} alt={t`QR code for your authenticator app`} width={200} height={200} />
      </div>
      <div className="field">
        <span className="field-label">
          <Trans>Setup key</Trans>
        </span>
        <div className="secret-box">
          <code>{setup.secret}</code>
          <CopyButton value={setup.secret} label={t`Copy setup key`} />
        </div>
      </div>
      <Field
        label={t`Authenticator code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        error={error}
      />
      <SubmitButton busy={busy}>
        <Trans>Turn on</Trans>
      </SubmitButton>
    </form>
  );
}

function RecoveryStep({ codes }: { codes: string[] }) {
  const copy = useCopy();
  const back = useBack();
  const [busy, setBusy] = useState(false);

  const done = async () => {
    setBusy(true);
    await refreshUser().catch(() => undefined);
    back();
  };

  return (
    <div className="form">
      <p role="status">
        <strong>
          <Trans>Two-factor authentication is on.</Trans>
        </strong>
      </p>
      <p className="explain">
        <Trans>
          A security alert was sent to your e-mail address and phone, and withdrawals are paused for 24 hours.
        </Trans>
      </p>
      <div className="warning-box" role="alert">
        <p className="explain">
          <strong>
            <Trans>Save these recovery codes now. They are shown only once.</Trans>
          </strong>
        </p>
        <p className="explain">
          <Trans>
            If you lose your phone, each code lets you log in once instead of an authenticator code. Keep them somewhere
            safe and private, such as a password manager or on paper.
          </Trans>
        </p>
      </div>
      <ul className="recovery-grid">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => void copy(codes.join('\n'))}
      >
        <Trans>Copy all codes</Trans>
      </button>
      <button
        type="button"
        className="button button-block"
        onClick={() => void done()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
        <Trans>Done</Trans>
      </button>
    </div>
  );
}

function DisableForm({ reverify }: { reverify: () => void }) {
  const back = useBack();
  const { busy, send } = useSecuritySend(reverify);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await send(async () => {
      await totpDisable();
      await refreshUser().catch(() => undefined);
      setDone(true);
    });
  };

  if (done) {
    return <SecurityChangeDone title={<Trans>Two-factor authentication is off.</Trans>} onDone={back} />;
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="status-line">
        <span>
          <Trans>Status</Trans>
        </span>
        <span className="badge badge-success">
          <Trans>On</Trans>
        </span>
      </div>
      <p className="explain">
        <Trans>
          Turn two-factor authentication off? Your account will then be protected by your password alone, and
          withdrawals are paused for 24 hours.
        </Trans>
      </p>
      <SubmitButton busy={busy}>
        <Trans>Turn off</Trans>
      </SubmitButton>
    </form>
  );
}
