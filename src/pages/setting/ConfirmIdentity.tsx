// "Confirm it's you" (ADR 16): the step before every security change. The login password, a
// security code sent to the user's own e-mail or phone, and the authenticator code when it is on
// go to /safe/verify; the session may then make one change within 10 minutes. A refusal is shown
// at the field it is about (the API client toasts it too). Online only: the proof lasts minutes,
// so it is never queued.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkCode, checkRequired } from '../../../contract/validators';
import { verifyIdentity } from '../../api/auth';
import { ApiError } from '../../api/client';
import { refusalField } from '../../api/refusals';
import { useProblemText } from '../../i18n/problem';
import { PasswordField } from '../../ui/PasswordField';
import { SubmitButton } from '../../ui/SubmitButton';
import { TotpField } from '../../ui/TotpField';
import { canReceiveSecurityCode, SecurityCodeField } from './security-CodeField';
import { refusals } from './security-events';

type Identity = Pick<UserInfo, 'email' | 'area_code' | 'mobile' | 'totp_enabled'>;
type Errors = Partial<Record<'password' | 'code' | 'totp' | 'form', string | null>>;

/** The refusals of the security steps that belong to one field, by their codes (the message ids). */
const SECURITY_REFUSALS: Readonly<Record<string, 'password' | 'code' | 'totp' | 'verify'>> = {
  [refusals.passwordWrong.id]: 'password',
  [refusals.codeInvalid.id]: 'code',
  [refusals.totpInvalid.id]: 'totp',
  [refusals.verifyFirst.id]: 'verify',
};

/** The field a server refusal is about, told by its machine-readable code (src/api/refusals.ts). */
export function useRefusalField() {
  return useCallback((err: unknown) => refusalField(err, SECURITY_REFUSALS), []);
}

/**
 * Shows the change form (`children`) only once the session has proved its owner again. The form
 * is given `reverify`, to go back a step when the server says the proof is gone (used, or expired).
 */
export function IdentityGate({
  user,
  intro,
  children,
  remembered = 0,
  onVerified,
}: {
  user: Identity;
  /** What the change is, above the confirmation. */
  intro?: ReactNode;
  children: (reverify: () => void) => ReactNode;
  /** Until when a proof given before still holds (a screen left for a picker and come back to). */
  remembered?: number;
  onVerified?: (until: number) => void;
}) {
  const [verified, setVerified] = useState(() => remembered > Date.now());
  const reverify = useCallback(() => setVerified(false), []);
  if (verified) return <>{children(reverify)}</>;
  return (
    <ConfirmIdentity
      user={user}
      intro={intro}
      onVerified={(until) => {
        onVerified?.(until);
        setVerified(true);
      }}
    />
  );
}

export function ConfirmIdentity({
  user,
  intro,
  onVerified,
}: {
  user: Identity;
  intro?: ReactNode;
  onVerified: (until: number) => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const fieldOf = useRefusalField();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [totp, setTotp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      password: password ? null : t`Please enter your login password`,
      code: text(checkRequired(code.trim(), 'code') ?? checkCode(code.trim())),
      totp: user.totp_enabled ? text(checkRequired(totp.trim(), 'code')) : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const reply = await verifyIdentity({
        password,
        code: code.trim(),
        totp_code: user.totp_enabled ? totp.trim() : '',
      });
      onVerified(reply.verified_until);
    } catch (err) {
      // Toasted by the API client; kept at its field too, so it is still there once the toast goes.
      const field = fieldOf(err);
      const message = err instanceof Error ? err.message : '';
      if (field && field !== 'verify') setErrors({ [field]: message });
      else if (err instanceof ApiError && err.kind === 'refused') setErrors({ form: message });
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="confirm-identity">
      <h2 className="section-title">
        <Trans>Confirm it's you</Trans>
      </h2>
      {intro ? <p className="explain">{intro}</p> : null}
      <p className="explain">
        <Trans>
          For your security, confirm it is you before changing this: your login password, a code sent to you and, if it
          is on, your authenticator.
        </Trans>
      </p>
      <PasswordField
        label={t`Login password`}
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((x) => ({ ...x, password: null }));
        }}
        error={errors.password}
      />
      <SecurityCodeField
        user={user}
        value={code}
        onChange={(v) => {
          setCode(v);
          setErrors((x) => ({ ...x, code: null }));
        }}
        error={errors.code}
      />
      {user.totp_enabled ? (
        <TotpField
          value={totp}
          onChange={(v) => {
            setTotp(v);
            setErrors((x) => ({ ...x, totp: null }));
          }}
          error={errors.totp}
          hint={t`The 6-digit code from your authenticator app, or a recovery code`}
        />
      ) : null}
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton busy={busy} disabled={!canReceiveSecurityCode(user)}>
        <Trans>Confirm</Trans>
      </SubmitButton>
    </form>
  );
}
