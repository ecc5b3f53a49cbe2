// Two-factor authentication with an authenticator app (TOTP). Off: set up (scan the QR code or type
// the secret), confirm with a code, then keep the ten recovery codes shown once. On: turn it off
// with a code from the app or a recovery code.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { TotpSetupReply } from '../../../contract/auth';
import { checkCode, checkRequired } from '../../../contract/validators';
import { totpDisable, totpEnable, totpSetup } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { useCopy } from './security-copy';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

/** Where enrolment is; it outlives a refresh of the user, which turns totp_enabled on mid-way. */
type Step = { at: 'start' } | { at: 'scan'; setup: TotpSetupReply } | { at: 'recovery'; codes: string[] };

export default function Totp() {
  const { user, failed, retry } = useUser();
  const [step, setStep] = useState<Step>({ at: 'start' });

  let body: ReactNode;
  if (step.at === 'scan')
    body = <ScanStep setup={step.setup} onEnabled={(codes) => setStep({ at: 'recovery', codes })} />;
  else if (step.at === 'recovery') body = <RecoveryStep codes={step.codes} />;
  else if (!user) body = <UserPending failed={failed} retry={retry} />;
  else if (user.totp_enabled) body = <DisableForm />;
  else body = <StartStep onSetup={(setup) => setStep({ at: 'scan', setup })} />;

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

function ScanStep({ setup, onEnabled }: { setup: TotpSetupReply; onEnabled: (codes: string[]) => void }) {
  const { t } = useLingui();
  const text = useProblemText();
  const copy = useCopy();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = text(checkCode(code.trim()));
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const reply = await totpEnable(code.trim());
      onEnabled(reply.recovery_codes);
    } catch {
      // Shown by the API client; the code stays so it can be corrected.
      setBusy(false);
    }
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
          <button
            type="button"
            className="copy-button"
            onClick={() => void copy(setup.secret)}
            aria-label={t`Copy setup key`}
          >
            <Trans>Copy</Trans>
          </button>
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

function DisableForm() {
  const { t } = useLingui();
  const text = useProblemText();
  const back = useBack();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    // A 6-digit app code, or a recovery code like "k7pm-3xq2".
    const problem = text(checkRequired(value, 'code') ?? (/^\d+$/.test(value) ? checkCode(value) : null));
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      showToast(await totpDisable(value));
      await refreshUser().catch(() => undefined);
      back();
    } catch {
      // Shown by the API client; the code stays so it can be corrected.
      setBusy(false);
    }
  };

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
          To turn two-factor authentication off, enter a code from your authenticator app or one of your recovery codes.
          Your account will then be protected by your password alone.
        </Trans>
      </p>
      <Field
        label={t`Authenticator or recovery code`}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={20}
        value={code}
        onChange={setCode}
        error={error}
      />
      <SubmitButton busy={busy}>
        <Trans>Turn off</Trans>
      </SubmitButton>
    </form>
  );
}
